// One test file's daily server: a fresh database with the daily feature mounted at a fixed instant, started
// before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../../src/startServer';
import { createDailyFeature } from '../../../src/daily/dailyFeature';
import type { DayDrawer } from '../../../src/daily/dayDrawer';
import { createInlineDrawer } from '../../support/inlineDrawer';
import { startTestServer } from '../../support/testServer';
import type { Listening } from '../../support/appServer';
import { mountFeatures } from './featureServer';

export interface DailyServer {
  /** Where the daily routes answer. */
  readonly url: string;
  /** The database behind them, to seed or inspect stored days and games. */
  readonly models: RunningServer['models'];
}

/**
 * `now`: a fixed instant, or a clock the test moves (a day turning over mid-game). `drawer`: who draws new days;
 * by default the real draw on the test's thread (see inlineDrawer.ts).
 */
export function useDailyServer(
  now: Date | (() => Date),
  drawer: () => DayDrawer = createInlineDrawer,
): DailyServer {
  const clock = typeof now === 'function' ? now : () => now;
  let server: RunningServer | undefined;
  let daily: Listening | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    daily = await mountFeatures(server, (ctx) => [createDailyFeature(ctx, { now: clock, drawer: drawer() })]);
  });
  afterAll(async () => {
    await daily?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The daily server starts in beforeAll.');
    return value;
  };
  return {
    get url() {
      return started(daily).url;
    },
    get models() {
      return started(server).models;
    },
  };
}
