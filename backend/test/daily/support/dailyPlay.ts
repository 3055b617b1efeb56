// Drives a daily game through the action endpoint, as the daily screen does.
import { randomUUID } from 'node:crypto';
import { isBlindRound, type DailyGameView } from '@gridable/common';
import { postJson, type JsonReply } from './http';

export interface GameReply {
  success: true;
  game: DailyGameView;
  isOwner: boolean;
}

export function newPlayer(): string {
  return randomUUID();
}

export async function createDailyGame(
  baseUrl: string,
  playerUUID: string,
  userTimezone = 'UTC',
): Promise<JsonReply<GameReply>> {
  return postJson<GameReply>(`${baseUrl}/api/daily-challenge-simple`, { playerUUID, userTimezone });
}

export function act(
  baseUrl: string,
  gameId: string,
  body: unknown,
): Promise<JsonReply<GameReply & { error?: string }>> {
  return postJson(`${baseUrl}/api/daily-challenge-simple/${gameId}/action`, body);
}

/** An action sent as `playerUUID`, as the owner's daily screen sends it. */
export function actAs(
  baseUrl: string,
  playerUUID: string,
  gameId: string,
  body: Record<string, unknown>,
): Promise<JsonReply<GameReply & { error?: string }>> {
  return act(baseUrl, gameId, { ...body, playerUUID });
}

/**
 * Plays every remaining round: cells fill in index order, and even rounds choose `chosen[round / 2 - 1]`.
 * Returns the final game; throws on any refused action so a test sees the first failure.
 */
export async function playToCompletion(
  baseUrl: string,
  playerUUID: string,
  start: DailyGameView,
  chosen: readonly string[],
): Promise<DailyGameView> {
  let game = start;
  while (game.status === 'active') {
    const round = game.currentRound;
    if (!isBlindRound(round)) {
      game = await expectOk(
        actAs(baseUrl, playerUUID, game.gameId, { action: 'SELECT_LETTER', letter: chosen[round / 2 - 1] }),
      );
      if (game.status !== 'active') break;
    }
    game = await expectOk(
      actAs(baseUrl, playerUUID, game.gameId, { action: 'PLACE_LETTER', cellIndex: round - 1 }),
    );
  }
  return game;
}

async function expectOk(reply: Promise<JsonReply<GameReply & { error?: string }>>): Promise<DailyGameView> {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`action refused with ${status}: ${body.error ?? ''}`);
  return body.game;
}
