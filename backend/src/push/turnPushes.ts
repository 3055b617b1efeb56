// Decides which pushes a game write calls for: your turn (once no tab of yours has shown the game for 30 s),
// a rematch offered, a nudge. Runs after the write is stored and never blocks it.
import {
  PUSH_AWAY_GRACE_MS,
  PUSH_MESSAGES,
  chooserForRound,
  isSeatsTurn,
  otherSeat,
  turnKey,
  type PushMessage,
  type Seat,
} from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import type { WrittenGame } from '../games/gameService';
import { coreOf, isLookedAt, nameOf, seatFields, uuidOf } from '../games/gameRecord';

export type TurnPushDecision = { at: 'now' } | { at: 'later'; delayMs: number } | null;

/**
 * Whether `seat` should hear of its turn now, later (its tabs stopped showing the game under 30 s ago), or not
 * at all (a tab of theirs shows it: the page's title tells them).
 */
export function turnPushTiming(game: StoredGame, seat: Seat, now: Date): TurnPushDecision {
  if (game.status !== 'active' || !isSeatsTurn(coreOf(game), seat)) return null;
  if (isLookedAt(game, seat)) return null;
  const f = seatFields(seat);
  // A hidden tab still on the game tells the player at once (its notification, its title): the other devices
  // wait out the grace from the turn too, so a player back at that tab within it is not buzzed on the phone.
  const since =
    game[f.active] === true ? latest(game[f.leftAt], game.lastActivityAt) : (game[f.leftAt] ?? null);
  const away = since ? now.getTime() - since.getTime() : Infinity;
  return away >= PUSH_AWAY_GRACE_MS ? { at: 'now' } : { at: 'later', delayMs: PUSH_AWAY_GRACE_MS - away };
}

function latest(a: Date | null | undefined, b: Date | null | undefined): Date | null {
  if (!a || !b) return a ?? b ?? null;
  return a.getTime() >= b.getTime() ? a : b;
}

export interface PushIntent {
  playerUUID: string;
  message: PushMessage;
  /** Turn pushes are checked again when due: the player may have come back or moved. */
  turn?: { gameId: string; seat: Seat; movedAtVersion: number; delayMs: number };
}

/** The pushes one write calls for. */
export function pushesFor({ before, after, drafts, now }: WrittenGame): PushIntent[] {
  const intents: PushIntent[] = [];
  const gameId = after.gameId;
  const url = `/game/${gameId}`;
  for (const seat of [1, 2] as const) {
    const playerUUID = uuidOf(after, seat);
    if (!playerUUID) continue;
    const wasTurn = before.status === 'active' && isSeatsTurn(coreOf(before), seat);
    const stoppedLooking = isLookedAt(before, seat) && !isLookedAt(after, seat);
    // News: the turn just became theirs, or their last tab showing the game just closed or went hidden while
    // it is theirs and nothing was heard from it since the turn began (a phone's tab frozen in the background,
    // a laptop left with the game in front, may never have shown it to them).
    if (!wasTurn || (stoppedLooking && !heardSinceTurnBegan(before, seat))) {
      const timing = turnPushTiming(after, seat, now);
      if (timing)
        intents.push({
          playerUUID,
          message: yourTurnMessage(after, seat),
          turn: {
            gameId,
            seat,
            movedAtVersion: after.movedAtVersion ?? 0,
            delayMs: timing.at === 'now' ? 0 : timing.delayMs,
          },
        });
    }
  }
  for (const draft of drafts) {
    if (draft.type !== 'REMATCH_OFFERED' && draft.type !== 'NUDGED') continue;
    const to = otherSeat(draft.playerId);
    const playerUUID = uuidOf(after, to);
    if (!playerUUID) continue;
    const from = nameOf(after, draft.playerId);
    if (draft.type === 'NUDGED') {
      intents.push({
        playerUUID,
        message: {
          kind: 'nudge',
          title: from ? PUSH_MESSAGES.nudgeTitleFrom(from) : PUSH_MESSAGES.nudgeTitle,
          body: from ? PUSH_MESSAGES.nudgeBodyFrom(from) : PUSH_MESSAGES.nudgeBody(gameId),
          url,
          gameId,
        },
      });
    } else if (
      after[seatFields(to).active] !== true &&
      !after.rematchGameId &&
      // Once per seat and game: an offer made again after a decline or a take-back is shown, not pushed.
      !(before.rematchEverOfferedBy ?? []).includes(draft.playerId)
    ) {
      intents.push({
        playerUUID,
        message: {
          kind: 'rematch',
          title: PUSH_MESSAGES.rematchTitle,
          body: from ? PUSH_MESSAGES.rematchBodyFrom(from) : PUSH_MESSAGES.rematchBody(gameId),
          url,
          gameId,
        },
      });
    }
  }
  return intents;
}

/**
 * Whether the seat's client was heard from (it opened the game, its tab changed visibility) after the last move
 * began this turn: it showed the turn, so its leaving is no news. Opening the game from a push and closing it
 * again without moving must not bring the same push back 30 s later.
 */
function heardSinceTurnBegan(game: StoredGame, seat: Seat): boolean {
  const seen = game[seatFields(seat).lastSeen];
  const turnBegan = game.lastActivityAt;
  return !!seen && !!turnBegan && seen.getTime() > turnBegan.getTime();
}

export function yourTurnMessage(game: StoredGame, seat: Seat): PushMessage {
  const opponent = otherSeat(seat);
  const name = nameOf(game, opponent);
  const round = game.currentRound ?? 1;
  const letter = game.currentLetter ?? null;
  return {
    kind: 'your-turn',
    title: name ? PUSH_MESSAGES.yourTurnTitleAgainst(name) : PUSH_MESSAGES.yourTurnTitle,
    body: name
      ? PUSH_MESSAGES.yourTurnBodyAgainst(name, round, letter, chooserForRound(round) === opponent)
      : PUSH_MESSAGES.yourTurnBody(game.gameId, round, letter),
    url: `/game/${game.gameId}`,
    gameId: game.gameId,
    turn: turnKey(coreOf(game), seat),
  };
}
