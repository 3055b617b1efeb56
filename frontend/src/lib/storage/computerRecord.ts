// Your record against each computer level, kept in this browser beside the game in progress: the level picker
// shows it under each level and marks the one you played last, where a returning player looks first. A finished
// game is counted once, by its seed and start, however often its end screen is shown or by however many tabs.
import { BOT_LEVELS, isBotLevel, type BotLevel } from '@gridable/common/rules';
import { LOCAL_KEYS } from './keys';
import { isRecord } from './records';
import { readJson, writeString } from './webStorage';

export type ComputerOutcome = 'won' | 'lost' | 'drawn';

export type LevelRecord = Record<ComputerOutcome, number>;

export interface ComputerRecord {
  /** The level of the last game started, or null before the first. */
  lastLevel: BotLevel | null;
  levels: Record<BotLevel, LevelRecord>;
  /** The games already counted (newest last), so counting one again changes nothing. */
  counted: string[];
}

/** Enough to recognise a game shown again while it is the one on screen; older games are never shown again. */
const COUNTED_KEPT = 20;

const OUTCOMES: readonly ComputerOutcome[] = ['won', 'lost', 'drawn'];

function emptyLevels(): Record<BotLevel, LevelRecord> {
  return Object.fromEntries(BOT_LEVELS.map((level) => [level, { won: 0, lost: 0, drawn: 0 }])) as Record<
    BotLevel,
    LevelRecord
  >;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** The stored record; whatever part of it is missing or damaged reads as no games. */
export function readComputerRecord(): ComputerRecord {
  const stored = readJson('local', LOCAL_KEYS.computerRecord);
  const record: ComputerRecord = { lastLevel: null, levels: emptyLevels(), counted: [] };
  if (!isRecord(stored)) return record;
  if (isBotLevel(stored.lastLevel)) record.lastLevel = stored.lastLevel;
  if (isRecord(stored.levels)) {
    for (const level of BOT_LEVELS) {
      const saved = stored.levels[level];
      if (!isRecord(saved)) continue;
      for (const outcome of OUTCOMES) record.levels[level][outcome] = count(saved[outcome]);
    }
  }
  if (Array.isArray(stored.counted))
    record.counted = stored.counted
      .filter((key): key is string => typeof key === 'string')
      .slice(-COUNTED_KEPT);
  return record;
}

function save(record: ComputerRecord): void {
  writeString('local', LOCAL_KEYS.computerRecord, JSON.stringify(record));
}

export function noteLevelStarted(level: BotLevel): void {
  const record = readComputerRecord();
  if (record.lastLevel === level) return;
  save({ ...record, lastLevel: level });
}

/** Counts a finished game against `level` once; `gameKey` names the game (the same game, the same key). */
export function countComputerGame(level: BotLevel, outcome: ComputerOutcome, gameKey: string): void {
  const record = readComputerRecord();
  if (record.counted.includes(gameKey)) return;
  record.levels[level][outcome] += 1;
  record.counted = [...record.counted, gameKey].slice(-COUNTED_KEPT);
  record.lastLevel = level;
  save(record);
}

export function gamesPlayed(record: LevelRecord): number {
  return record.won + record.lost + record.drawn;
}

/** True once any game against the computer has been started or finished in this browser. */
export function hasPlayedComputer(record: ComputerRecord): boolean {
  return record.lastLevel !== null || Object.values(record.levels).some((level) => gamesPlayed(level) > 0);
}
