// Creating a game (docs/PROTOCOL.md §4): the normal call, and if it is still loading after 3 s a fallback call with no body.
// The normal call carries the creator's identity, so the server seats them as player 1 at creation; the join
// that follows (seat 1 again) binds this tab, and seats the creator after a fallback call.
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../../../lib/store/hooks';
import {
  getClientId,
  getOrCreatePlayerIdentity,
  getPreviousClientId,
  saveSeatAssignment,
  saveSessionSeat,
} from '../../../lib/storage';
import { friendGameApi } from '../api/friendGameApi';
import { CREATE_ERRORS, createWithFallback } from './createWithFallback';

export function useCreateGame() {
  const dispatch = useAppDispatch();
  const [isCreating, setIsCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gameId, setGameId] = useState<string | null>(null);
  const inFlight = useRef(false);

  const createGame = useCallback(async () => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setIsCreating(true);
    setError(null);
    try {
      const clientId = getClientId();
      const { playerUUID } = getOrCreatePlayerIdentity();
      const primary = dispatch(
        friendGameApi.endpoints.createGame.initiate({
          clientId,
          playerUUID,
          previousConnectionId: getPreviousClientId(),
        }),
      ).unwrap();
      const createdId = await createWithFallback(
        primary,
        () => dispatch(friendGameApi.endpoints.createGame.initiate(undefined)).unwrap(),
        setError,
      );
      if (createdId === null) return null;

      const joined = await dispatch(
        friendGameApi.endpoints.joinGame.initiate({
          gameId: createdId,
          clientId,
          playerUUID,
          requestedPlayerId: 1,
        }),
      ).unwrap();
      saveSeatAssignment({ gameId: joined.gameId, playerId: joined.playerId, playerUUID });
      saveSessionSeat({ playerGameId: joined.gameId, playerIdentity: joined.playerId, playerUUID });
      setGameId(joined.gameId);
      return joined.gameId;
    } catch (caught) {
      console.error('Game creation failed', caught);
      setError(CREATE_ERRORS.start);
      return null;
    } finally {
      inFlight.current = false;
      setIsCreating(false);
    }
  }, [dispatch]);

  return { createGame, isCreating, error, gameId, reset: () => setGameId(null) };
}
