// Which journals a start-up replays, in what order, and what becomes of the others. A journal names
// its generation and the snapshot generation it follows; the snapshot of generation G holds every
// journal before the one of generation G. Nothing is ever dropped for not fitting: a journal that is
// neither replayed nor provably inside the snapshot is set aside for an operator to look at.
import fs from 'node:fs';
import path from 'node:path';
import { decodeHeader } from './journalRecords';

/** The journal appends go to. */
export const JOURNAL_FILE = 'journal.ejsonl';
/** A journal being started by a compaction (renamed to JOURNAL_FILE once the old one is set aside). */
export const NEXT_JOURNAL_FILE = 'journal.next.ejsonl';
/** Journals set aside by a compaction, deleted once the snapshot that contains them is in place. */
export const OLD_JOURNAL = /^journal\.[0-9a-f-]{36}\.ejsonl$/;

export interface JournalHeader {
  file: string;
  /** Undefined for a journal from before generations (no header line). */
  generation: unknown;
  /** Undefined when it follows no snapshot: the journal the data directory began with. */
  follows: unknown;
  checksummed: boolean;
  /** Why its first line could not be read, when it could not. */
  badHeader?: string;
}

export interface ReplayPlan {
  /** Replayed in this order. */
  chain: JournalHeader[];
  /** Already inside the snapshot (its ancestors): the next compaction deletes them. */
  folded: JournalHeader[];
  /** Neither replayed nor known to be in the snapshot: kept under another name, never deleted. */
  unreplayed: JournalHeader[];
  /** Set when the snapshot these journals continue is missing and salvage loads them anyway. */
  missingSnapshot?: string;
  /** Set when the journal that continues the snapshot is missing and salvage loads the snapshot alone. */
  missingJournal?: string;
}

export function journalFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name === JOURNAL_FILE || name === NEXT_JOURNAL_FILE || OLD_JOURNAL.test(name))
    .sort((a, b) => (a === JOURNAL_FILE ? -1 : b === JOURNAL_FILE ? 1 : a.localeCompare(b)));
}

/** The generation line a journal starts with (only its first line is read). */
export function readHeader(dir: string, file: string): JournalHeader {
  const fd = fs.openSync(path.join(dir, file), 'r');
  try {
    const buf = Buffer.alloc(4096);
    const read = fs.readSync(fd, buf, 0, buf.length, 0);
    const data = buf.subarray(0, read);
    const newline = data.indexOf(0x0a);
    // An empty journal (a crash as it was created) has no header and nothing to replay.
    if (read === 0) return { file, generation: undefined, follows: undefined, checksummed: true };
    const decoded = decodeHeader(newline >= 0 ? data.subarray(0, newline) : data);
    if (decoded.kind === 'header') return { file, ...decoded };
    if (decoded.kind === 'none')
      return { file, generation: undefined, follows: undefined, checksummed: false };
    return { file, generation: undefined, follows: undefined, checksummed: true, badHeader: decoded.why };
  } finally {
    fs.closeSync(fd);
  }
}

/** The snapshot file is missing or unreadable and the journals alone do not hold everything. */
export class MissingSnapshotError extends Error {}

/**
 * Plans the replay over a snapshot of `snapshotGeneration` (`snapshot` false: there is none).
 * Without a snapshot the journals are replayed from the one the directory began with; when that
 * one is gone, the documents before them were only in the snapshot, so the start is refused
 * (salvage: the journals are loaded anyway, and the plan says what is missing).
 */
export function planReplay(
  dir: string,
  snapshotFile: string,
  headers: JournalHeader[],
  snapshot: { generation: unknown } | undefined,
  salvage: boolean,
): ReplayPlan {
  const usable = headers.filter((h) => h.badHeader === undefined);
  const unreplayed = headers.filter((h) => h.badHeader !== undefined);
  const chain: JournalHeader[] = [];
  let missingSnapshot: string | undefined;
  let first: JournalHeader | undefined;
  let last: unknown;
  let missingJournal: string | undefined;
  if (snapshot && snapshot.generation !== undefined) {
    last = snapshot.generation;
    first = usable.find((h) => h.generation === snapshot.generation);
    // A compaction starts the snapshot's journal before it writes the snapshot, so it is always here.
    // When it is not (journal.ejsonl gone, empty, without its first line, or one of another generation:
    // files from different times or directories), starting would drop every write acknowledged since
    // the snapshot: refused, and salvage loads the snapshot alone.
    const live = headers.find((h) => h.file === JOURNAL_FILE);
    if (!first) {
      const sentence = missingJournalSentence(dir, snapshotFile, snapshot.generation, live);
      if (!salvage) throw new MissingJournalError(`${sentence.fact} ${sentence.advice}`);
      missingJournal = `${sentence.fact} Loaded ${snapshotFile} alone: the writes since it are not loaded.`;
      // Salvage loads what precedes the gap: a later journal would replay onto writes that are missing.
      last = undefined;
    }
  } else {
    // A directory's first journal follows no snapshot; one without any header predates generations.
    const origins = usable.filter((h) => h.follows === undefined);
    first = origins.find((h) => h.generation !== undefined) ?? origins.find((h) => h.file === JOURNAL_FILE);
    const generations = new Set(usable.map((h) => h.generation));
    // The oldest journal present: the one whose predecessor is not here.
    const orphan = first || snapshot ? undefined : usable.find((h) => !generations.has(h.follows));
    if (orphan) {
      const fact =
        `embedded MongoDB data directory ${dir} has no ${snapshotFile}, but its journal ${orphan.file} ` +
        `continues snapshot generation ${String(orphan.follows)}: the documents stored before that journal ` +
        `are only in the missing snapshot.`;
      if (!salvage)
        throw new MissingSnapshotError(
          `${fact} Restore ${snapshotFile} from a backup, or start with ` +
            `EMBEDDED_DB_SALVAGE=1 to load the journals alone (the older documents stay missing).`,
        );
      missingSnapshot = `${fact} Loaded the journals alone: the documents stored before them are not loaded.`;
      first = orphan;
    }
  }
  if (first) {
    chain.push(first);
    last = first.generation;
  }
  while (last !== undefined) {
    const next = usable.find((h) => h.follows === last && !chain.includes(h));
    if (!next) break;
    chain.push(next);
    last = next.generation;
  }
  const folded: JournalHeader[] = [];
  if (snapshot) {
    let cursor = snapshot.generation === undefined ? undefined : chain[0];
    while (cursor?.follows !== undefined) {
      const parent = usable.find(
        (h) => h.generation === cursor?.follows && !chain.includes(h) && !folded.includes(h),
      );
      if (!parent) break;
      folded.push(parent);
      cursor = parent;
    }
  }
  for (const h of usable) if (!chain.includes(h) && !folded.includes(h)) unreplayed.push(h);
  return {
    chain,
    folded,
    unreplayed,
    ...(missingSnapshot ? { missingSnapshot } : {}),
    ...(missingJournal ? { missingJournal } : {}),
  };
}

/** The journal after the snapshot is missing or unreadable: the writes since the snapshot are not here. */
export class MissingJournalError extends Error {}

function missingJournalSentence(
  dir: string,
  snapshotFile: string,
  generation: unknown,
  live: JournalHeader | undefined,
): { fact: string; advice: string } {
  const found = !live
    ? 'is missing'
    : live.badHeader !== undefined
      ? `has a damaged first line (${live.badHeader})`
      : fs.statSync(path.join(dir, JOURNAL_FILE)).size === 0
        ? 'is empty'
        : live.generation === undefined
          ? 'has no first line naming its generation'
          : `is generation ${named(live.generation)}${live.follows === undefined ? '' : ` (following ${named(live.follows)})`}, ` +
            `not the one that follows this snapshot: the two are from different times or different data directories`;
  return {
    fact:
      `embedded MongoDB data directory ${dir}: ${snapshotFile} is generation ${String(generation)}, and ` +
      `${path.join(dir, JOURNAL_FILE)}, which holds the writes since it, ${found}.`,
    advice:
      `Nothing was started. Restore the ${JOURNAL_FILE} that belongs with this ${snapshotFile} (both from the same backup), or start with EMBEDDED_DB_SALVAGE=1 to load ${snapshotFile} ` +
      `alone (the writes after it stay missing; the journals are kept as journal.unreplayed-<time>.ejsonl).`,
  };
}

/** A generation as a header holds it (a UUID string; anything else as JSON). */
function named(generation: unknown): string {
  return typeof generation === 'string' ? generation : JSON.stringify(generation);
}
