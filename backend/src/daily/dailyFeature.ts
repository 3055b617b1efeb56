// Mounts the Daily Challenge: sequences, simplified daily games, completion and high scores.
import type { Feature, FeatureContext } from '../feature';
import { createDailyStore } from '../db/stores/dailyStore';
import { createSequenceService } from './sequenceService';
import { createDailyGameService } from './dailyGameService';
import { createCompletionService } from './completionService';
import { dailyRoutes } from './dailyRoutes';
import { createWorkerDrawer, type DayDrawer } from './dayDrawer';

export interface DailyFeatureOptions {
  /** The clock that decides which day it is; tests set it to a fixed instant. */
  now?: () => Date;
  /**
   * Makes each new day's draw: node:crypto letters vetted by common's strongest computer player, which
   * also sets the par, on a worker thread; a test may swap in its own.
   */
  drawer?: DayDrawer;
  /**
   * How long the day's high score and distribution are reused (distributionMemo.ts); tests that write
   * finished games straight into the database, as another node would, set 0.
   */
  scoresTtlMs?: number;
}

export function createDailyFeature(
  ctx: FeatureContext,
  { now = () => new Date(), drawer = createWorkerDrawer(), scoresTtlMs }: DailyFeatureOptions = {},
): Feature {
  const store = createDailyStore(ctx.models, { command: ctx.db.command });
  const created = ctx.metrics.counter('gridable_daily_games_created_total', 'Daily games started');
  const completed = ctx.metrics.counter('gridable_daily_games_completed_total', 'Daily games completed');
  const sequences = createSequenceService(store, now, drawer, ctx.protection.limits);
  const completions = createCompletionService(store, now, { scoresTtlMs });
  const games = createDailyGameService({
    store,
    sequences,
    now,
    log: ctx.log,
    onCreated: () => created.inc(),
    onCompleted: (game) => {
      completed.inc();
      completions.completed(game.gameNumber);
    },
  });
  return {
    name: 'daily',
    router: dailyRoutes({ games, completions, sequences, now }),
    close: () => drawer.close(),
  };
}
