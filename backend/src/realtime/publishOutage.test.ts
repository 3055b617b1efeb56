// A bus that is down (Redis stopped) fails every publish until it is back: the log gets one line when the
// outage starts and one when it ends, not a line with a stack per move.
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '@gridable/common';
import type { GameStore } from '../db/stores/gameStore';
import { createLogger } from '../logger';
import type { GameBus } from './gameBus';
import { createGameChannel } from './gameChannel';

describe('publishing while the bus is down', () => {
  it('logs the outage once when it starts and once, with the count, when publishing works again', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    let down = false;
    const bus: GameBus = {
      publish: () => (down ? Promise.reject(new Error('The client is closed')) : Promise.resolve()),
      subscribe: () => () => undefined,
      follow: () => () => undefined,
      close: () => Promise.resolve(),
    };
    const channel = createGameChannel({ bus, store: {} as GameStore, log });
    const event = (eventId: number) =>
      ({ type: 'GAME_UPDATE', gameId: 'G1', eventId }) as unknown as ServerEvent;

    await channel.publish([event(1)]);
    down = true;
    for (let id = 2; id <= 201; id++) await channel.publish([event(id)]);
    down = false;
    await channel.publish([event(202), event(203)]);
    channel.close();

    expect(lines.map(({ level, msg }) => `${String(level)} ${String(msg)}`)).toEqual([
      'error publishing game events failed',
      'info publishing game events works again',
    ]);
    expect(lines[0]).toMatchObject({ gameId: 'G1', eventId: 2, err: 'The client is closed' });
    expect(lines[1]).toMatchObject({ failures: 200 });
  });
});
