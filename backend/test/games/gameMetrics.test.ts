// Operators count games by their game_metrics records (docs/PROTOCOL.md §3): a friend game played to its end leaves its
// creation, start and completion, in the schema's shape, whichever way the store writes them.
import { describe, expect, it } from 'vitest';
import { useGameServer } from './support/suite';
import { createGame, joinRest, newIdentity } from './support/players';
import { expectedScores, makePlan, playPlan } from './support/gamePlan';

const ctx = useGameServer();

/** Metrics are recorded beside the move, not before its reply: wait until `count` have landed. */
async function metricsOf(gameId: string, count: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = await ctx.server.models.gameMetrics.find({ gameId }).sort({ timestamp: 1 }).lean();
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('game metrics', () => {
  it('records a finished game as created, started and completed, with its final scores', async () => {
    const gameId = await createGame(ctx.url);
    const p1 = await joinRest(ctx.url, gameId, 1, newIdentity());
    const p2 = await joinRest(ctx.url, gameId, 2, newIdentity());
    const plan = makePlan(11);
    await playPlan(p1, p2, plan);

    const metrics = await metricsOf(gameId, 3);
    expect(metrics.map((m) => m.metricType).sort()).toEqual([
      'game_completed',
      'game_created',
      'game_started',
    ]);
    for (const metric of metrics) {
      expect(metric).toMatchObject({ gameId, metricValue: 1 });
      expect(metric.timestamp).toBeInstanceOf(Date);
      expect(metric._id).toBeDefined();
    }
    const byType = new Map(metrics.map((m) => [m.metricType, m]));
    expect(byType.get('game_started')?.additionalData).toBeNull();
    expect(byType.get('game_completed')?.additionalData).toEqual(expectedScores(plan));
  });
});
