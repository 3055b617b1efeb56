// The three computer levels: what each is (for the UI and README) and the knobs that make it so.

export const BOT_LEVELS = ['easy', 'medium', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** One sentence per level, shown where a player chooses a level and in the README. */
export const BOT_LEVEL_DESCRIPTIONS: Readonly<Record<BotLevel, string>> = Object.freeze({
  easy: 'A beginner: puts some letters where they help its lines most right now, but more than half anywhere at all.',
  medium:
    'Greedy: always plays the cell and letter that best improve its rows and columns right now, without looking ahead.',
  hard: 'Looks ahead: tries its best moves against hundreds of simulated finishes of the game and plays the one that scores most on average, choosing letters that help it more than you.',
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
