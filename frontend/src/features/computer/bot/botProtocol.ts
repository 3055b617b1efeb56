// The messages between the page and the bot's Web Worker: one request, one answer, matched by id.
import type { BotTask } from '../model/computerGame';

export interface BotRequest {
  id: number;
  task: BotTask;
}

export type BotAnswer =
  { id: number; ok: true; answer: string | number } | { id: number; ok: false; error: string };
