import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import type { SocketAck } from '@gridable/common';
import { BUDGETS } from '../../src/ops/limits';
import { useGameServer } from './support/suite';
import { GAME_MESSAGES, RATE_LIMIT_MESSAGE } from '@gridable/common/messages';

const ctx = useGameServer();

/** One client address (as the trusted proxy reports it), joining over its own socket. */
function clientAt(address: string) {
  const socket = io(ctx.url, {
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: { 'x-forwarded-for': address },
  });
  const join = (gameId: string): Promise<SocketAck> =>
    new Promise((resolve) =>
      socket.emit('join', { gameId, playerUUID: randomUUID(), clientId: `c-${randomUUID()}` }, resolve),
    );
  return { join, close: () => socket.close() };
}

describe('guessing game codes over Socket.IO', () => {
  it('refuses an address that keeps naming unknown games, and only that address', async () => {
    const guesser = clientAt('203.0.113.50');
    const player = clientAt('198.51.100.7');
    try {
      // REST lookups and socket joins spend one miss budget: switching transports buys nothing.
      for (let i = 0; i < BUDGETS.misses.limit; i++) {
        expect(await guesser.join('ZZZZ9')).toMatchObject({
          ok: false,
          error: GAME_MESSAGES.joinNotFound,
        });
      }
      expect(await guesser.join('ZZZZ9')).toEqual({
        ok: false,
        error: RATE_LIMIT_MESSAGE,
        code: 'RATE_LIMITED',
      });

      const created = await fetch(`${ctx.url}/api/games`, { method: 'POST' });
      const { gameId } = (await created.json()) as { gameId: string };
      expect(await player.join(gameId)).toMatchObject({ ok: true, playerInfo: { playerId: 1 } });
    } finally {
      guesser.close();
      player.close();
    }
  });
});
