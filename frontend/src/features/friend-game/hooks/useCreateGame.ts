// Creating a game (docs/PROTOCOL.md §4): the normal call, and if it is still loading after 3 s a fallback call with no body.
// The normal call carries the creator's identity, so the server seats them as player 1 at creation; the join
// that follows (seat 1 again) binds this tab, and seats the creator after a fallback call.
import { useCallback, useRef, useState } from 'react';
import { GAME_MESSAGES } from '@gridable/common/messages';
import { isBrowserOffline, refusedWith } from '../../../lib/apiError';
import { useAppDispatch } from '../../../lib/store/hooks';
import {
  getClientId,
  getOrCreatePlayerIdentity,
  getPreviousClientId,
  playerNameField,
  saveSeatAssignment,
  saveSessionSeat,
} from '../../../lib/storage';
import { friendGameApi } from '../api/friendGameApi';
import { CREATE_ERRORS, createWithFallback } from './createWithFallback';

/**
 * The game made and joined; or why not: offline (said inline), refused (the server's sentence when the player
 * has too many games going, said inline: no retry or fallback changes it) or a failure the page toasts.
 */
export type CreateOutcome = { gameId: string } | { failed: 'offline' | 'refused' | 'error' };

/** The server's sentence when the player has too many games going: no retry or fallback changes it. */
function tooManyGames(caught: unknown): string | null {
  return refusedWith(caught, 'TOO_MANY_GAMES') ? caught.message : null;
}

export function useCreateGame() {
  const dispatch = useAppDispatch();
  const [isCreating, setIsCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gameId, setGameId] = useState<string | null>(null);
  const inFlight = useRef(false);

  const createGame = useCallback(async (): Promise<CreateOutcome | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setIsCreating(true);
    setError(null);
    // With no network every call fails: the spec's texts would blame the server, so say why instead.
    const failed = (message: string, refusal: string | null = null): CreateOutcome => {
      const offline = isBrowserOffline();
      setError(offline ? GAME_MESSAGES.createOffline : (refusal ?? message));
      if (offline) return { failed: 'offline' };
      return { failed: refusal ? 'refused' : 'error' };
    };
    try {
      const clientId = getClientId();
      const { playerUUID } = getOrCreatePlayerIdentity();
      const primary = dispatch(
        friendGameApi.endpoints.createGame.initiate({
          clientId,
          playerUUID,
          previousConnectionId: getPreviousClientId(),
          ...playerNameField(),
        }),
      ).unwrap();
      const created = await createWithFallback(
        primary,
        () => dispatch(friendGameApi.endpoints.createGame.initiate(undefined)).unwrap(),
        (message) => {
          if (!isBrowserOffline()) setError(message);
        },
        tooManyGames,
      );
      if ('refused' in created) return failed(CREATE_ERRORS.all, created.refused);
      if ('failed' in created) return failed(CREATE_ERRORS.all);

      const joined = await dispatch(
        friendGameApi.endpoints.joinGame.initiate({
          gameId: created.gameId,
          clientId,
          playerUUID,
          requestedPlayerId: 1,
          // Names the seat after the fallback call too, which could send no body.
          ...playerNameField(),
        }),
      ).unwrap();
      saveSeatAssignment({ gameId: joined.gameId, playerId: joined.playerId, playerUUID });
      saveSessionSeat({ playerGameId: joined.gameId, playerIdentity: joined.playerId, playerUUID });
      setGameId(joined.gameId);
      return { gameId: joined.gameId };
    } catch (caught) {
      console.error('Game creation failed', caught);
      // A game made by the fallback call is refused at the seat instead: the same sentence.
      return failed(CREATE_ERRORS.start, tooManyGames(caught));
    } finally {
      inFlight.current = false;
      setIsCreating(false);
    }
  }, [dispatch]);

  return { createGame, isCreating, error, gameId, reset: () => setGameId(null) };
}
