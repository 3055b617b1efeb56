// A league's ranks: equal scores share a rank, and a shared rank is said as a tie ("Tied #1"), so two players on
// the same score do not both read as the sole winner.

/**
 * Standard competition ranks ("1, 1, 3") for values in the order given, higher first; equal values share a rank.
 */
export function competitionRanks(values: readonly number[]): number[] {
  return values.map((value) => 1 + values.filter((other) => other > value).length);
}

/** For each entry, whether another entry holds the same rank; an entry without a rank (null) ties with no one. */
export function tiedRanks(ranks: readonly (number | null)[]): boolean[] {
  const counts = new Map<number, number>();
  for (const rank of ranks) if (rank !== null) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  return ranks.map((rank) => rank !== null && (counts.get(rank) ?? 0) > 1);
}
