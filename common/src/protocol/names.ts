// A name someone chose (a player's, a league's): trimmed, then the shared name rule, whose sentence is the 400's error.
import { z } from 'zod';
import { PLAYER_NAME_FIELD, nameProblem } from '../leagues/names';

export function nameField(what: string) {
  return z
    .string({ error: `${what} is required.` })
    .trim()
    .superRefine((name, ctx) => {
      const problem = nameProblem(name, what);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * The name a player goes by in friend games ("Ana"), sent with each create and join: the opponent reads it in
 * place of "Opponent", and Home lists the game by it. Optional everywhere: a player without one is "Opponent".
 */
export const PlayerName = nameField(PLAYER_NAME_FIELD);
export type PlayerName = z.infer<typeof PlayerName>;
