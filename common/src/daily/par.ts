// The day's par: what the strongest computer player scored on the same letters, and the sentence comparing it.

/** 'Par 26 — you beat the computer by 1', or the tie and the loss said as plainly. */
export function parSentence(par: number, score: number): string {
  const margin = score - par;
  if (margin > 0) return `Par ${par} — you beat the computer by ${margin}`;
  if (margin < 0) return `Par ${par} — the computer beat you by ${-margin}`;
  return `Par ${par} — you tied with the computer`;
}
