// An event the server has no handler for must still be answered: a client awaiting its ack would hang.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unknownEventMessage } from '@gridable/common/messages';
import { createGame } from './support/players';
import { connectPlayer } from './support/socketPlayer';
import { useGameServer } from './support/suite';

const ctx = useGameServer();

function emitUnknown(socket: ReturnType<typeof connectPlayer>['socket'], event: string, payload?: unknown) {
  const untyped = socket as unknown as { timeout(ms: number): { emit(...args: unknown[]): void } };
  return new Promise<unknown>((resolve) =>
    untyped.timeout(5_000).emit(event, payload, (err: Error | null, ack: unknown) => resolve(err ?? ack)),
  );
}

describe('unknown Socket.IO events', () => {
  it('acknowledges an unknown event with an error, and keeps the seated socket working', async () => {
    const gameId = await createGame(ctx.url);
    const player = connectPlayer(ctx.url, {
      auth: { gameId, playerUUID: randomUUID(), clientId: `c-${randomUUID()}`, playerId: 1 },
    });
    try {
      await player.waitFor('STATE_SYNC');
      expect(await emitUnknown(player.socket, 'placeLetter', { cellIndex: 1 })).toEqual({
        ok: false,
        error: unknownEventMessage('placeLetter'),
        code: 'UNKNOWN_EVENT',
      });
      expect(await emitUnknown(player.socket, 'hasOwnProperty')).toMatchObject({ code: 'UNKNOWN_EVENT' });
      expect((await player.emit('refresh')).ok).toBe(true);
    } finally {
      player.close();
    }
  });

  it('tells a client that asked for no ack with an ERROR event', async () => {
    const player = connectPlayer(ctx.url);
    try {
      await new Promise<void>((resolve) => player.socket.once('connect', () => resolve()));
      (player.socket as unknown as { emit(...args: unknown[]): void }).emit('selectLetter', { letter: 'A' });
      const error = await player.waitFor('ERROR');
      expect(error.message).toBe(unknownEventMessage('selectLetter'));
    } finally {
      player.close();
    }
  });
});
