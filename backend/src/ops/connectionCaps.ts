// What one client, one game and the whole server may hold open at once (sockets and SSE streams), so no
// single address can take every file descriptor and no game can be buried under listeners.
import { readFileSync } from 'node:fs';

export type CapReason = 'client' | 'game' | 'server';

export interface CapLimits {
  /** Sockets plus SSE streams per client address. */
  perClient: number;
  /** SSE streams on one game: two players in a few tabs each, and some spectators. */
  perGame: number;
  /** SSE streams on one game from one address, so one address cannot take a game's every slot. */
  perGameClient: number;
  /** Long-lived connections on this node. */
  total: number;
}

export const GAME_LISTENER_LIMIT = 16;
export const GAME_LISTENER_PER_CLIENT_LIMIT = 4;

export interface ConnectionCaps {
  /** Takes a slot, or says which cap is full. `release` gives it back (once; later calls do nothing). */
  claim(address: string, gameId?: string): { release(): void } | { refused: CapReason };
  /** Slots held, for /metrics and tests. */
  held(): number;
}

export function createConnectionCaps(limits: CapLimits): ConnectionCaps {
  const byClient = new Map<string, number>();
  const byGame = new Map<string, number>();
  const byGameClient = new Map<string, number>();
  let total = 0;
  const bump = (map: Map<string, number>, key: string, by: number): void => {
    const next = (map.get(key) ?? 0) + by;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    claim(address, gameId) {
      const gameClient = gameId === undefined ? undefined : `${gameId}\u0000${address}`;
      if (total >= limits.total) return { refused: 'server' };
      if ((byClient.get(address) ?? 0) >= limits.perClient) return { refused: 'client' };
      if (gameId !== undefined && gameClient !== undefined) {
        if ((byGame.get(gameId) ?? 0) >= limits.perGame) return { refused: 'game' };
        if ((byGameClient.get(gameClient) ?? 0) >= limits.perGameClient) return { refused: 'game' };
      }
      total += 1;
      bump(byClient, address, 1);
      if (gameId !== undefined && gameClient !== undefined) {
        bump(byGame, gameId, 1);
        bump(byGameClient, gameClient, 1);
      }
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total -= 1;
          bump(byClient, address, -1);
          if (gameId !== undefined && gameClient !== undefined) {
            bump(byGame, gameId, -1);
            bump(byGameClient, gameClient, -1);
          }
        },
      };
    },
    held: () => total,
  };
}

/** Descriptors kept back for the database, log files, health checks and the connections already open. */
const DESCRIPTOR_RESERVE = 256;

/** The soft open-file limit of this process (Linux), or undefined where it cannot be read. */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/** CONNECTION_LIMIT, or 80% of the open-file limit (at least 64), or 8,000 where the limit is unknown. */
export function defaultConnectionLimit(fileLimit = openFileLimit()): number {
  if (fileLimit === undefined) return 8_000;
  return Math.max(64, Math.min(Math.floor(fileLimit * 0.8), fileLimit - DESCRIPTOR_RESERVE));
}

/** Past this many TCP connections the server stops accepting (the kernel queues, nothing fails with EMFILE). */
export function hardConnectionLimit(softLimit: number, fileLimit = openFileLimit()): number {
  const wanted = softLimit + DESCRIPTOR_RESERVE / 2;
  return fileLimit === undefined ? wanted : Math.max(softLimit + 1, Math.min(wanted, fileLimit - 64));
}
