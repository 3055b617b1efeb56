// Mounts daily leagues and identity transfer codes: both are how one player's dailies reach other people and devices.
import type { Feature, FeatureContext } from '../feature';
import { limitRequests } from '../http/rateLimit';
import type { Budget } from '../ops/limits';
import { createLeagueStore } from '../db/stores/leagueStore';
import { createTransferCodeStore } from '../db/stores/transferCodeStore';
import { createLeagueService } from './leagueService';
import { leagueRoutes } from './leagueRoutes';
import { transferRoutes } from './transferRoutes';
import { leaguePage } from './leaguePageTags';
import { leaguePreviewImage } from './leaguePreviewImage';

export const LEAGUE_BUDGETS = Object.freeze({
  /** A person starts a few leagues; this stops a script filling the collection. */
  creates: { name: 'league-creates', limit: 20, windowMs: 10 * 60_000 },
  /** A person moves to a new device now and then. */
  transferCodes: { name: 'transfer-codes', limit: 10, windowMs: 10 * 60_000 },
  /** Wrong, used or expired codes claimed from one address: the 31st in a minute is refused. */
  transferMisses: { name: 'transfer-misses', limit: 30, windowMs: 60_000 },
} satisfies Record<string, Budget>);

/** How often a node deletes leagues left idle past LEAGUE_IDLE_DAYS; nodes sweeping at once delete each only once. */
export const LEAGUE_SWEEP_EVERY_MS = 60 * 60_000;

export interface LeaguesFeatureOptions {
  now?: () => Date;
  budgets?: Partial<typeof LEAGUE_BUDGETS>;
}

export function createLeaguesFeature(
  ctx: FeatureContext,
  { now = () => new Date(), budgets = {} }: LeaguesFeatureOptions = {},
): Feature {
  const limits = { ...LEAGUE_BUDGETS, ...budgets };
  const store = createLeagueStore(ctx.models);
  const leagues = createLeagueService(store, { now });
  const league = leagueRoutes({
    leagues,
    origin: ctx.origin,
    createLimiter: limitRequests(limits.creates),
  });
  const transfer = transferRoutes({
    codes: createTransferCodeStore(ctx.models),
    now,
    missBudget: limits.transferMisses,
    issueLimiter: limitRequests(limits.transferCodes),
  });
  league.use(transfer);
  league.use(leaguePreviewImage(store));
  const sweeper = setInterval(() => {
    leagues
      .sweepIdle()
      .then((swept) => {
        if (swept > 0) ctx.log.info('idle leagues deleted', { swept });
      })
      .catch((err: unknown) => ctx.log.warn('sweeping idle leagues failed', { err }));
  }, LEAGUE_SWEEP_EVERY_MS);
  sweeper.unref();
  return {
    name: 'leagues',
    router: league,
    pages: [leaguePage(store, ctx.origin)],
    close() {
      clearInterval(sweeper);
      return Promise.resolve();
    },
  };
}
