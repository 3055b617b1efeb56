// Creating a game (SPEC §4): the normal call, and if it is still loading after 3 s a fallback call with no body;
// the creator then takes seat 1 straight away so a fast friend with the link cannot land in it.
import { useCallback, useRef, useState } from 'react';
import { CREATION_FALLBACK_MS } from '@gridable/common';
import { useAppDispatch } from '../../../app/hooks';
import {
  getClientId,
  getOrCreatePlayerIdentity,
  getPreviousClientId,
  saveSeatAssignment,
  saveSessionSeat,
} from '../../../lib/storage';
import { friendGameApi } from '../api/friendGameApi';

export const CREATE_ERRORS = {
  fallback: 'Failed to create game via fallback method',
  all: 'All game creation methods failed. Please try again later.',
  start: 'Failed to start game creation process',
} as const;

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
      const primary = dispatch(
        friendGameApi.endpoints.createGame.initiate({
          clientId,
          previousConnectionId: getPreviousClientId(),
        }),
      ).unwrap();
      const createdId = await withFallback(
        primary,
        () => dispatch(friendGameApi.endpoints.createGame.initiate(undefined)).unwrap(),
        setError,
      );
      if (createdId === null) return null;

      const { playerUUID } = getOrCreatePlayerIdentity();
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

/**
 * Resolves with the first game id either call produces. The fallback starts only if the first call is still
 * pending after CREATION_FALLBACK_MS; when everything fails the SPEC §8 sentence is reported and null returned.
 */
async function withFallback(
  primary: Promise<{ gameId: string }>,
  fallback: () => Promise<{ gameId: string }>,
  report: (message: string) => void,
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    let pending = 1;
    let fallbackStarted = false;
    const succeed = (id: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(id);
    };
    const fail = () => {
      pending -= 1;
      if (settled || pending > 0) return;
      if (!fallbackStarted) {
        startFallback();
        return;
      }
      settled = true;
      report(CREATE_ERRORS.all);
      resolve(null);
    };
    const startFallback = () => {
      if (fallbackStarted || settled) return;
      fallbackStarted = true;
      pending += 1;
      fallback()
        .then(({ gameId }) => succeed(gameId))
        .catch(() => {
          if (!settled) report(CREATE_ERRORS.fallback);
          fail();
        });
    };
    const timer = setTimeout(startFallback, CREATION_FALLBACK_MS);
    primary.then(({ gameId }) => succeed(gameId)).catch(fail);
  });
}
