// Mounts the Daily Challenge: sequences, simplified daily games, completion and high scores.
import type { Feature, FeatureContext } from '../feature';
import { createDailyStore } from '../db/stores/dailyStore';
import { createSequenceService } from './sequenceService';
import { createDailyGameService } from './dailyGameService';
import { createCompletionService } from './completionService';
import { dailyRoutes } from './dailyRoutes';
import type { DayPlanner } from './dayPlanner';
import { createComputerPlanner } from './computerPlanner';

export interface DailyFeatureOptions {
  /** The clock that decides which day it is; tests set it to a fixed instant. */
  now?: () => Date;
  /** The computer player that vets each draw and sets its par; common's strongest level unless a test swaps it. */
  planner?: DayPlanner;
  /** The random source of the draw; node:crypto unless a test replays one. */
  random?: () => number;
}

export function createDailyFeature(
  ctx: FeatureContext,
  { now = () => new Date(), planner = createComputerPlanner(), random }: DailyFeatureOptions = {},
): Feature {
  const store = createDailyStore(ctx.models);
  const created = ctx.metrics.counter('gridable_daily_games_created_total', 'Daily games started');
  const completed = ctx.metrics.counter('gridable_daily_games_completed_total', 'Daily games completed');
  const sequences = createSequenceService(store, now, { planner, ...(random ? { random } : {}) });
  const games = createDailyGameService({
    store,
    sequences,
    now,
    log: ctx.log,
    onCreated: () => created.inc(),
    onCompleted: () => completed.inc(),
  });
  const completions = createCompletionService(store, now);
  return { name: 'daily', router: dailyRoutes({ games, completions, sequences }) };
}
