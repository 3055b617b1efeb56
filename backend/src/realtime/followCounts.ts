// Reference counts of the games a node follows: the first follow starts hearing a game, the last undo stops.
export interface FollowCounts {
  /** Counts one more follower; `start` runs for the first. Returns the undo, which `stop`s after the last. */
  follow(gameId: string): () => void;
  has(gameId: string): boolean;
  size(): number;
  clear(): void;
}

export function createFollowCounts(
  start: (gameId: string) => void,
  stop: (gameId: string) => void,
): FollowCounts {
  const counts = new Map<string, number>();
  return {
    follow(gameId) {
      const count = (counts.get(gameId) ?? 0) + 1;
      counts.set(gameId, count);
      if (count === 1) start(gameId);
      let undone = false;
      return () => {
        if (undone) return;
        undone = true;
        const left = (counts.get(gameId) ?? 1) - 1;
        if (left > 0) {
          counts.set(gameId, left);
          return;
        }
        counts.delete(gameId);
        stop(gameId);
      };
    },
    has: (gameId) => counts.has(gameId),
    size: () => counts.size,
    clear: () => counts.clear(),
  };
}
