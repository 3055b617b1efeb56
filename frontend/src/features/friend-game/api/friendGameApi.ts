// RTK Query endpoints for the friend-game calls of docs/PROTOCOL.md §7.
import type {
  CreateGameRequest,
  CreateGameResponse,
  GameStateResponse,
  JoinGameRequest,
  JoinGameResponse,
  LetterRequest,
  LetterResponse,
  PlacementRequest,
  PlacementResponse,
  PresenceRequest,
  ResetPlayerRequest,
  ResetPlayerResponse,
  Seat,
  StatusRequest,
  StatusResponse,
} from '@gridable/common';
import { api } from '../../../lib/api';

export const friendGameApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `undefined` is the SPEC's fallback creation call, which sends no body at all. */
    createGame: build.mutation<CreateGameResponse, CreateGameRequest | undefined>({
      query: (body) => (body ? { url: '/games', method: 'POST', body } : { url: '/games', method: 'POST' }),
    }),
    joinGame: build.mutation<JoinGameResponse, { gameId: string } & JoinGameRequest>({
      query: ({ gameId, ...body }) => ({
        url: `/games/${encodeURIComponent(gameId)}/join`,
        method: 'POST',
        body,
      }),
    }),
    getGameState: build.query<GameStateResponse, { gameId: string; clientId: string; playerUUID: string }>({
      query: ({ gameId, clientId, playerUUID }) => ({
        url: `/games/${encodeURIComponent(gameId)}`,
        params: { clientId, playerUUID },
      }),
      // Each poll is a fresh read; nothing needs to stay cached once the store has merged it.
      keepUnusedDataFor: 0,
    }),
    submitLetter: build.mutation<LetterResponse, { gameId: string } & LetterRequest>({
      query: ({ gameId, ...body }) => ({
        url: `/games/${encodeURIComponent(gameId)}/letter`,
        method: 'POST',
        body,
      }),
    }),
    submitPlacement: build.mutation<PlacementResponse, { gameId: string } & PlacementRequest>({
      query: ({ gameId, ...body }) => ({
        url: `/games/${encodeURIComponent(gameId)}/placement`,
        method: 'POST',
        body,
      }),
    }),
    resetPlayerConnection: build.mutation<
      ResetPlayerResponse,
      { gameId: string; playerId: Seat } & ResetPlayerRequest
    >({
      query: ({ gameId, playerId, ...body }) => ({
        url: `/games/${encodeURIComponent(gameId)}/reset-player/${playerId}`,
        method: 'POST',
        body,
      }),
    }),
    updatePlayerStatus: build.mutation<StatusResponse, { gameId: string } & StatusRequest>({
      query: ({ gameId, ...body }) => ({
        url: `/games/${encodeURIComponent(gameId)}/status`,
        method: 'POST',
        body,
      }),
    }),
    updatePresence: build.mutation<{ ok: true }, PresenceRequest>({
      query: (body) => ({ url: '/presence', method: 'POST', body }),
    }),
  }),
});

export const { useCreateGameMutation, useJoinGameMutation } = friendGameApi;
