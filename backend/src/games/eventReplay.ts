// Last-Event-ID replay: rebuilds a game's missed events from the lean log by folding its facts with the
// rules from common, or says "not available" so the caller sends STATE_SYNC instead.
import {
  REDACTED,
  applyMove,
  createFriendGameCore,
  isSeat,
  startGame,
  type Move,
  type Seat,
  type ServerEvent,
} from '@gridable/common';
import type { GameEventRecord } from '../db/models';
import type { GameStore, StoredGame } from '../db/stores/gameStore';
import type { ReplayAfter } from '../realtime/gameChannel';
import { coreFields, coreOf, seatFields } from './gameRecord';
import { eventOf, type LoggedFacts } from './gameEvents';
import { publicView } from './gameViews';

/** More events than any real game has (it is ~70): past this, STATE_SYNC is the cheaper answer. */
export const MAX_REPLAY_EVENTS = 1_000;

export function createEventReplay(store: Pick<GameStore, 'find' | 'eventsAfter'>): ReplayAfter {
  return async (gameId, lastEventId) => {
    // Both reads at once: a reconnecting client waits for one round trip, not two. The log is read
    // whole (the fold starts at the game's first event) as one range of the {gameId, eventId} index.
    const [game, records] = await Promise.all([
      store.find(gameId),
      store.eventsAfter(gameId, 0, MAX_REPLAY_EVENTS + 1),
    ]);
    if (!game) return null;
    const last = game.lastEventId ?? 0;
    if (lastEventId >= last) return [];
    // A finished game's log was dropped when it completed: its final state is the whole answer.
    if (game.status === 'completed') return null;
    return rebuildEvents(game, records, lastEventId);
  };
}

/**
 * Folds the log from the game's first event. It answers only when the log holds every id the game
 * document counts (1..lastEventId, none missing: a write whose record was lost to kill -9 leaves a hole)
 * and the fold ends exactly at the stored game, so a replayed event is what was sent live or nothing.
 */
export function rebuildEvents(
  game: StoredGame,
  records: GameEventRecord[],
  lastEventId: number,
): ServerEvent[] | null {
  const last = game.lastEventId ?? 0;
  if (records.length !== last || records.length > MAX_REPLAY_EVENTS) return null;
  if (records.some((record, i) => record.eventId !== i + 1)) return null;

  let state = initialState(game);
  const events: ServerEvent[] = [];
  let i = 0;
  while (i < records.length) {
    // One write's events: applied together, then each is sent with the view the write left.
    const first = (records[i]?.eventData as LoggedFacts).first;
    let end = i;
    while (end < records.length && (records[end]?.eventData as LoggedFacts).first === first) end++;
    const write = records.slice(i, end);
    const applied = applyWrite(state, write);
    if (!applied) return null;
    state = applied;
    if ((write.at(-1)?.eventId ?? 0) > lastEventId) {
      const view = publicView(state);
      for (const record of write) if (record.eventId > lastEventId) events.push(eventOf(record, view));
    }
    i = end;
  }
  return sameGame(state, game) ? events : null;
}

/**
 * The game before its first event: its identity and creation time (also its first lastActivityAt, see
 * gameStore.create), nothing played. A rematch is created with both seats taken (away until each player
 * joins) and already started (rematchService.ts).
 */
function initialState(game: StoredGame): StoredGame {
  const fresh = {
    gameId: game.gameId,
    createdAt: game.createdAt,
    lastActivityAt: game.createdAt,
    gameMode: 'multiplayer',
    identityVersion: game.identityVersion,
    challengeId: game.challengeId ?? null,
    dailyChallengeDate: game.dailyChallengeDate ?? null,
    player1: null,
    player2: null,
    player1UUID: null,
    player2UUID: null,
    player1Status: 'Available',
    player2Status: 'Available',
    player1Name: null,
    player2Name: null,
    ...coreFields(createFriendGameCore()),
    lastEventId: 0,
    version: 0,
  } as StoredGame;
  if (!game.rematchOf) return fresh;
  return {
    ...fresh,
    rematchOf: game.rematchOf,
    status: 'active',
    player1UUID: REDACTED,
    player2UUID: REDACTED,
    player1Status: 'Away',
    player2Status: 'Away',
    // A rematch is created under the finished game's names; a later rename is logged, so folds to the same end.
    player1Name: game.player1Name ?? null,
    player2Name: game.player2Name ?? null,
  };
}

/** What one write's events did to the game; null when they do not follow from it (a log it cannot explain). */
function applyWrite(state: StoredGame, write: GameEventRecord[]): StoredGame | null {
  const head = write[0];
  if (!head) return state;
  const facts = head.eventData as LoggedFacts;
  let next: Record<string, unknown> = {
    ...state,
    version: facts.version,
    lastEventId: write.at(-1)?.eventId ?? 0,
  };
  const at = head.timestamp;
  // A move is the write's first event; what the rules did with it (placements, round, end) follows from it.
  const move = moveOf(head);
  if (move) {
    const seat = head.playerId;
    if (!isSeat(seat)) return null;
    const moved = applyMove(coreOf(state), move, seat);
    if (!moved.ok) return null;
    next = { ...next, ...coreFields(moved.game), lastActivityAt: at };
  }
  for (const record of write) {
    const seat = record.playerId;
    const { status, name } = record.eventData as LoggedFacts;
    if (name !== undefined && isSeat(seat)) next = { ...next, [seatFields(seat).name]: name };
    switch (record.eventType) {
      case 'GAME_JOINED': {
        if (!isSeat(seat)) return null;
        // Any taken seat shows as REDACTED in the public view; who holds it is not in the log.
        next = {
          ...next,
          [seatFields(seat).uuid]: REDACTED,
          [seatFields(seat).status]: 'Available',
          lastActivityAt: at,
        };
        break;
      }
      case 'GAME_STARTED': {
        const started = startGame(coreOf(next as StoredGame));
        if (!started.ok) return null;
        next = { ...next, status: started.game.status };
        break;
      }
      case 'STATUS_UPDATED':
        if (!isSeat(seat) || status === undefined) return null;
        next = { ...next, [seatFields(seat).status]: status };
        break;
      case 'PRESENCE_UPDATE':
        if (!isSeat(seat)) return null;
        next = { ...next, [seatFields(seat).status]: status === 'active' ? 'Available' : 'Away' };
        break;
      case 'PLAYER_RETURNED':
        if (!isSeat(seat)) return null;
        next = { ...next, [seatFields(seat).status]: 'Available' };
        break;
      case 'REMATCH_OFFERED': {
        if (!isSeat(seat)) return null;
        const offered = ((next.rematchOfferedBy as number[] | undefined) ?? []).filter((s) => s !== seat);
        next = { ...next, rematchOfferedBy: [...offered, seat].sort() };
        break;
      }
      case 'REMATCH_DECLINED':
        // A finished game keeps no log (gameEvents.ts logRecords), so replay never meets one; nothing to rebuild.
        return null;
      case 'REMATCH_STARTED': {
        const { rematchGameId } = record.eventData as LoggedFacts;
        if (!rematchGameId) return null;
        next = { ...next, rematchGameId };
        break;
      }
      case 'NUDGED':
      case 'REACTION':
        // Signals to the room: they change nothing a view shows.
        if (!isSeat(seat)) return null;
        break;
      default:
        // LETTER_SELECTED, PLAYER_PLACED_LETTER, ROUND_COMPLETE, GAME_COMPLETE: the move above made them.
        if (!move) return null;
    }
  }
  return next as StoredGame;
}

function moveOf(record: GameEventRecord): (Move & { seat?: Seat }) | null {
  const facts = record.eventData as LoggedFacts;
  if (record.eventType === 'LETTER_SELECTED' && facts.letter !== undefined)
    return { type: 'SELECT_LETTER', letter: facts.letter };
  if (record.eventType === 'PLAYER_PLACED_LETTER' && facts.cellIndex !== undefined)
    return { type: 'PLACE_LETTER', cellIndex: facts.cellIndex };
  return null;
}

/** The fold is trusted only if it lands on what is stored (the version aside: writes without events bump it too). */
function sameGame(folded: StoredGame, stored: StoredGame): boolean {
  return (
    JSON.stringify(publicView({ ...folded, version: stored.version })) === JSON.stringify(publicView(stored))
  );
}
