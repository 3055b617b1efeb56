// The three computer levels: what each is like to play (for the level picker) and the knobs that make it so.

export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * What each level is like to play against, shown where a player chooses one: a player choosing needs to know
 * whether they can win, not how the computer counts (the README's table says that). Measured in 20 games per
 * pairing: a casual player (its letters and half its cells at random) goes 8-2-10 against Easy, 0-1-19 against Medium and 0-20
 * against Hard; Hard beats Medium 14-4-2.
 */
export const BOT_LEVEL_DESCRIPTIONS: Readonly<Record<BotLevel, string>> = Object.freeze({
  easy: 'Plays loosely and often wastes a letter. A casual player can beat it.',
  medium: 'Always takes the most points on offer right now, but never plans ahead. A steady test.',
  hard: 'Plans ahead and chooses letters that help it more than you. Expect to lose more often than you win.',
});

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

export interface LevelSettings {
  /** Chance of a random cell (or letter) instead of the greedy one. */
  mistakeRate: number;
  /** Simulated finishes per candidate move; 0 plays the one-ply policy. */
  playouts: number;
  /** How many of the best one-ply cells the simulations compare. */
  candidateCells: number;
  /** How many of the best one-ply letter-and-cell pairs a letter choice compares. */
  candidatePairs: number;
  /** In a friend game, how much a letter's use to the opponent counts against it. */
  opponentWeight: number;
}

export const LEVEL_SETTINGS: Readonly<Record<BotLevel, LevelSettings>> = Object.freeze({
  easy: { mistakeRate: 0.6, playouts: 0, candidateCells: 1, candidatePairs: 1, opponentWeight: 0 },
  medium: { mistakeRate: 0, playouts: 0, candidateCells: 1, candidatePairs: 1, opponentWeight: 0 },
  hard: { mistakeRate: 0, playouts: 64, candidateCells: 6, candidatePairs: 8, opponentWeight: 1 },
});
