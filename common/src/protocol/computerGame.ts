// Play vs Computer (issue 15): the level names players see, and how a finished game is labelled when shared.
import { z } from 'zod';
import { BOT_LEVELS } from '../bot/levels';

export const BotLevelSchema = z.enum(BOT_LEVELS, { error: 'level must be easy, medium or hard' });

/**
 * Extra fields a computer game's POST /api/public-results sends: the server never saw the game, so the
 * result says so and names the level it was played against.
 */
export const ComputerResultFields = z.object({ kind: z.literal('computer'), computerLevel: BotLevelSchema });
export type ComputerResultFields = z.infer<typeof ComputerResultFields>;
