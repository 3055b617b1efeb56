// How a finished game against the computer went for the player, as their record counts it.
import { winnerOf } from '@gridable/common/rules';
import type { ComputerOutcome } from '../../../lib/storage/computerRecord';
import type { ComputerGame } from './computerGame';

export function humanOutcome(game: ComputerGame): ComputerOutcome {
  const winner = winnerOf(game.core);
  if (winner === null) return 'drawn';
  return winner === game.humanSeat ? 'won' : 'lost';
}
