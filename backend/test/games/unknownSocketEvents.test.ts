// An event the server has no handler for must still be answered: a client awaiting its ack would hang.
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
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
      // Names that are also properties of every object, and a number (the parser lets numbers through).
      for (const name of ['hasOwnProperty', '__proto__', 'constructor', 'toString', '_events', 7]) {
        expect(await emitUnknown(player.socket, name as string)).toMatchObject({ code: 'UNKNOWN_EVENT' });
      }
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

  it('answers raw events with no name, or only an ack in its place, and stays up', async () => {
    const ws = new WebSocket(`${ctx.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    const frames: string[] = [];
    const arrived = (test: (frame: string) => boolean) =>
      new Promise<string>((resolve) => {
        const seen = frames.find(test);
        if (seen) resolve(seen);
        else
          ws.on('message', (data: Buffer) => {
            if (test(data.toString())) resolve(data.toString());
          });
      });
    ws.on('message', (data: Buffer) => frames.push(data.toString()));
    try {
      await arrived((f) => f.startsWith('0')); // Engine.IO's open packet
      ws.send('40');
      await arrived((f) => f.startsWith('40'));
      ws.send('42'); // an event with no data, so no name: listeners(undefined) threw, an uncaught exception
      const error = JSON.parse((await arrived((f) => f.startsWith('42["ERROR"'))).slice(2)) as unknown;
      expect(error).toEqual(['ERROR', expect.objectContaining({ message: unknownEventMessage(undefined) })]);
      ws.send('421'); // ack id 1 and no data: the ack stands where the name would be
      expect(JSON.parse((await arrived((f) => f.startsWith('431'))).slice(3))).toEqual([
        { ok: false, error: unknownEventMessage(undefined), code: 'UNKNOWN_EVENT' },
      ]);
      const player = connectPlayer(ctx.url);
      try {
        await new Promise<void>((resolve) => player.socket.once('connect', () => resolve()));
      } finally {
        player.close();
      }
    } finally {
      ws.close();
    }
  });
});
