// Turns what a write decided (the rules' events, seat changes) into numbered docs/PROTOCOL.md §4 ServerEvents, and into
// the lean records of game_events: the facts of each event, from which replay rebuilds it (eventReplay.ts).
import type { GameEvent, GameView, Seat, ServerEvent, ServerEventOf } from '@gridable/common';
import type { NewGameEvent, StoredGame } from '../db/stores/gameStore';
import { LIVE_GAME_EVENTS_TTL_SECONDS } from '../db/models/gameEventModel';
import { publicView } from './gameViews';
import { nameOf } from './gameRecord';

/** The events a game write publishes to its room, in the game's sequence. */
type RoomEventType =
  | 'GAME_JOINED'
  | 'GAME_STARTED'
  | 'LETTER_SELECTED'
  | 'PLAYER_PLACED_LETTER'
  | 'ROUND_COMPLETE'
  | 'GAME_COMPLETE'
  | 'STATUS_UPDATED'
  | 'PLAYER_RETURNED'
  | 'PRESENCE_UPDATE'
  | 'REMATCH_OFFERED'
  | 'REMATCH_DECLINED'
  | 'REMATCH_STARTED'
  | 'NUDGED'
  | 'REACTION'
  // A withdrawal: the game is gone for everyone following it.
  | 'GAME_NOT_FOUND';
type Envelope = { eventId: number; gameId: string; timestamp: string; version?: number };
type Draft<E> = E extends unknown ? Omit<E, keyof Envelope | 'game'> : never;
type SpecDraft = Draft<ServerEventOf<RoomEventType>>;
/** A placement also knows its cell: the live event does not say it, but the log must, to rebuild the grid. */
type PlacedDraft = Draft<ServerEventOf<'PLAYER_PLACED_LETTER'>> & { cellIndex: number };

/** A room event before the write: it gets its id, time and the written game's public view after. */
export type EventDraft = Exclude<SpecDraft, { type: 'PLAYER_PLACED_LETTER' }> | PlacedDraft;

/** What a game_events record keeps of one event (its `eventData`). */
export interface LoggedFacts {
  /** The first event id of the write it came from: the events of one write share that write's game view. */
  first: number;
  /** The game's version after that write. */
  version: number;
  letter?: string;
  cellIndex?: number;
  status?: string;
  nextRound?: number | null;
  player1Score?: number;
  player2Score?: number;
  winner?: Seat | null;
  rematchGameId?: string;
  reaction?: string;
  ending?: 'resigned' | 'claimed';
  /** The seat's name after the write, on a seat's join, return or status: replay rebuilds the names from it. */
  name?: string;
}

/** The events after which a seat's name may be new (taken with the seat, or a return under another name). */
const NAMING_EVENTS: ReadonlySet<string> = new Set(['GAME_JOINED', 'PLAYER_RETURNED', 'STATUS_UPDATED']);

/** The rules' events under their docs/PROTOCOL.md §4 names (seat → playerId). */
export function draftsOf(events: GameEvent[]): EventDraft[] {
  return events.flatMap((event): EventDraft[] => {
    switch (event.type) {
      case 'GAME_STARTED':
        return [{ type: 'GAME_STARTED' }];
      case 'LETTER_SELECTED':
        return [{ type: 'LETTER_SELECTED', letter: event.letter, round: event.round, playerId: event.seat }];
      case 'PLAYER_PLACED_LETTER':
        return [
          {
            type: 'PLAYER_PLACED_LETTER',
            playerId: event.seat,
            round: event.round,
            cellIndex: event.cellIndex,
          },
        ];
      case 'ROUND_COMPLETE':
        return [{ type: 'ROUND_COMPLETE', round: event.round, nextRound: event.nextRound }];
      case 'GAME_COMPLETE':
        return [
          {
            type: 'GAME_COMPLETE',
            player1Score: event.player1Score,
            player2Score: event.player2Score,
            winner: event.winner,
            ...(event.ending ? { ending: event.ending } : {}),
          },
        ];
      case 'DAILY_GAME_COMPLETE':
        // Daily games are not friend games; their reducer never runs here.
        return [];
    }
  });
}

/** The first id of a write's events: the write added drafts.length to lastEventId, so they end there. */
function firstIdOf(drafts: EventDraft[], written: StoredGame): number {
  return (written.lastEventId ?? 0) - drafts.length + 1;
}

/**
 * Numbers the drafts with the ids the write reserved, gapless and in order. `now` is the write's own
 * time, the one it stored as lastActivityAt, so a replayed event can be rebuilt to the same bytes.
 * One view of the written game serves every event of the write.
 */
export function numberEvents(drafts: EventDraft[], written: StoredGame, now: Date): ServerEvent[] {
  if (drafts.length === 0) return [];
  const game = publicView(written);
  const firstId = firstIdOf(drafts, written);
  const timestamp = now.toISOString();
  return drafts.map((draft, i) =>
    withEnvelope(
      draft,
      { eventId: firstId + i, gameId: written.gameId, timestamp, version: game.version },
      game,
    ),
  );
}

/**
 * The game_events records of a write's events: their facts, not the game. A finished game keeps no log
 * (its completing write's records go to the recorder only to drop the rest), so later writes on it
 * (presence, rematch offers) record nothing: replay answers STATE_SYNC for it whatever the log holds.
 */
export function logRecords(drafts: EventDraft[], written: StoredGame, now: Date): NewGameEvent[] {
  if (written.status === 'completed' && !drafts.some((d) => d.type === 'GAME_COMPLETE')) return [];
  const first = firstIdOf(drafts, written);
  const expireAt = new Date(now.getTime() + LIVE_GAME_EVENTS_TTL_SECONDS * 1000);
  return drafts.map((draft, i): NewGameEvent => {
    const { type, ...rest } = draft;
    const { playerId, round, ...facts } = rest as { playerId?: Seat; round?: number };
    const name = playerId !== undefined && NAMING_EVENTS.has(type) ? nameOf(written, playerId) : null;
    const record: NewGameEvent = {
      gameId: written.gameId,
      eventId: first + i,
      eventType: type,
      eventData: {
        first,
        version: written.version,
        ...facts,
        ...(name === null ? {} : { name }),
      } satisfies LoggedFacts,
      timestamp: now,
      expireAt,
    };
    if (playerId !== undefined) record.playerId = playerId;
    if (round !== undefined) record.roundNumber = round;
    return record;
  });
}

/** A logged event back as its docs/PROTOCOL.md §4 event, with the view of the game its write left. */
export function eventOf(
  record: {
    eventType: string;
    eventId: number;
    gameId: string;
    timestamp: Date;
    playerId?: number | null;
    roundNumber?: number | null;
    eventData: unknown;
  },
  game: GameView,
): ServerEvent {
  const facts = record.eventData as LoggedFacts;
  const draft = { type: record.eventType, ...withoutLogFields(facts) } as Record<string, unknown>;
  if (record.playerId !== undefined && record.playerId !== null) draft.playerId = record.playerId;
  if (record.roundNumber !== undefined && record.roundNumber !== null) draft.round = record.roundNumber;
  const envelope = {
    eventId: record.eventId,
    gameId: record.gameId,
    timestamp: record.timestamp.toISOString(),
    version: facts.version,
  };
  return withEnvelope(draft as EventDraft, envelope, game);
}

function withoutLogFields(facts: LoggedFacts): Omit<LoggedFacts, 'first' | 'version' | 'name'> {
  const { first: _first, version: _version, name: _name, ...rest } = facts;
  return rest;
}

function withEnvelope(draft: EventDraft, envelope: Envelope, game: GameView): ServerEvent {
  switch (draft.type) {
    case 'PLAYER_RETURNED':
    case 'PRESENCE_UPDATE':
    case 'GAME_NOT_FOUND':
      return { ...draft, ...envelope };
    case 'PLAYER_PLACED_LETTER':
      // The cell stays in the log: the SPEC event names only the player and the round.
      return { type: draft.type, playerId: draft.playerId, round: draft.round, ...envelope, game };
    default:
      return { ...draft, ...envelope, game };
  }
}
