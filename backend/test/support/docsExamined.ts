// How many documents the database examined for the reads `run` makes through `models.games.find`: each read is
// recorded as it is made, then explained. For the hub's bounded-read test and `bench:hub` alike.
import type { Models } from '../../src/db/models';

export async function gamesDocsExamined(
  models: Models,
  run: () => Promise<unknown>,
): Promise<{ reads: number; examined: number }> {
  const reads: ReturnType<Models['games']['find']>[] = [];
  const find = models.games.find.bind(models.games);
  models.games.find = ((...args: Parameters<typeof find>) => {
    const query = find(...args);
    reads.push(query);
    return query;
  }) as Models['games']['find'];
  try {
    await run();
  } finally {
    models.games.find = find;
  }
  let examined = 0;
  for (const read of reads) {
    const { sort, limit } = read.getOptions() as { sort?: Record<string, 1 | -1>; limit?: number };
    const plan = (await models.games
      .find(read.getFilter())
      .sort(sort)
      .limit(limit ?? 0)
      .explain('executionStats')) as unknown;
    const stats = (Array.isArray(plan) ? plan[0] : plan) as { executionStats: { totalDocsExamined: number } };
    examined += stats.executionStats.totalDocsExamined;
  }
  return { reads: reads.length, examined };
}
