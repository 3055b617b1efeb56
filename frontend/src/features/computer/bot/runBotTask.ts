// The bot's decision for one task: common's pure, seeded computer player.
import { botChooseLetter, botPlaceLetter } from '@gridable/common/rules';
import type { BotTask } from '../model/computerGame';

export function runBotTask(task: BotTask): string | number {
  return task.kind === 'choose' ? botChooseLetter(task.input) : botPlaceLetter(task.input);
}
