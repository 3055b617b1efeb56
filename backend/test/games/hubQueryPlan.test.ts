// Home's hub reads a player's games through an index that pins both the player and the status, so a player
// with thousands of finished games has the few in progress read alone. `status: { $ne: 'completed' }` pins
// nothing: every game the player ever played was read to keep the few in progress (12,000 on one id cost
// a second per request). This holds the shape of the reads, not a time, so a busy machine cannot flake it.
import { describe, expect, it } from 'vitest';
import type { Models } from '../../src/db/models';
import { gameSchema } from '../../src/db/models/gameModel';
import { createHubQuery } from '../../src/games/hubQuery';

/** The plain values a filter pins `field` to (an equality or `$in`), or null when it pins nothing. */
function pinned(filter: Record<string, unknown>, field: string): unknown[] | null {
  const value = filter[field];
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && Object.keys(value).length === 1 && '$in' in value)
    return (value as { $in: unknown[] }).$in;
  return null;
}

describe("the hub's reads", () => {
  it('pin the seat and the status, each an index prefix', async () => {
    const filters: Record<string, unknown>[] = [];
    const sorts: Record<string, unknown>[] = [];
    const query = {
      sort: (sort: Record<string, unknown>) => (sorts.push(sort), query),
      limit: () => query,
      lean: () => Promise.resolve([]),
    };
    const models = {
      games: {
        find: (filter: Record<string, unknown>) => {
          filters.push(filter);
          return query;
        },
      },
    } as unknown as Models;
    await createHubQuery(models)('a-player');

    const indexed = gameSchema.indexes().map(([fields]) => Object.keys(fields).join(','));
    expect(filters).toHaveLength(4);
    filters.forEach((filter, i) => {
      const seat = 'player1UUID' in filter ? 'player1UUID' : 'player2UUID';
      expect(pinned(filter, seat)).toEqual(['a-player']);
      expect(pinned(filter, 'status'), JSON.stringify(filter)).not.toBeNull();
      // The finished reads sort by the index's next field, so the database reads only the newest few.
      const sortField = Object.keys(sorts[i] ?? {}).join(',');
      if (filter['status'] === 'completed') expect(indexed).toContain(`${seat},status,${sortField}`);
      else expect(indexed.some((fields) => fields.startsWith(`${seat},status`))).toBe(true);
    });
    // Together the two reads of a seat cover every status exactly once.
    const statuses = filters
      .filter((filter) => 'player1UUID' in filter)
      .flatMap((filter) => pinned(filter, 'status'));
    expect(statuses.sort()).toEqual(['active', 'completed', 'waiting']);
  });
});
