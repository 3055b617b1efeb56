// The review pages' tab title, so a player switching tabs or a screen reader hears which page this is.

/** 'Review: Gridable #42 · Gridable', or 'Review · Gridable' before the game is known. */
export function reviewPageTitle(what?: string): string {
  return `${what ? `Review: ${what}` : 'Review'} · Gridable`;
}
