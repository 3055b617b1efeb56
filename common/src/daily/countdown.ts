// The countdown to the next Gridable: a new day starts at the player's own local midnight.

/** Milliseconds from `now` to the next midnight in the zone `now` is read in (the player's own clock). */
export function msUntilNextLocalMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(0, midnight.getTime() - now.getTime());
}

/** 'Next Gridable in 05:23:10'. */
export function nextGridableText(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `Next Gridable in ${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}
