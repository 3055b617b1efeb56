// The stored data's format version, checked and brought up to date before a server serves (MongoDB's
// featureCompatibilityVersion, for Gridable's own documents). A release states the data version it writes and
// the oldest one whose servers can still run on what it writes; data_version keeps the highest of each ever
// seen. A server refuses to start on data that a newer release has made unreadable for it, instead of
// misreading it, and runs, once, each migration newer than the stored version. Releases before this check
// (data version 0) cannot refuse anything: README "Upgrades" says which of them a downgrade may reach.
import type { Models } from './models';
import type { Logger } from '../logger';
import { backfillMoveLogs } from './migrations/moveLogBackfill';

/**
 * The data version this release writes. 1: games in play keep a move log from their first move (games that
 * began before the log get theirs rebuilt at start-up).
 */
export const DATA_VERSION = 1;
/** The oldest data version whose servers can run on data this release writes: every change so far only adds. */
export const READABLE_FROM = 0;

const DOCUMENT_ID = 'data';

export interface Migration {
  /** The data version it brings the data to. */
  version: number;
  /** What it does, for the log. */
  what: string;
  /** Safe to run more than once and beside servers still running the previous release (a rolling upgrade). */
  run(models: Models, log: Logger): Promise<Record<string, number>>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    what: 'move logs of games begun before the log, rebuilt from their events and audit lines',
    run: backfillMoveLogs,
  },
];

export class NewerDataError extends Error {}

/** Why this release will not start on data a newer one wrote, and what the operator can do. */
export function newerDataMessage(stored: { version: number; readableFrom: number }): string {
  return (
    `The database holds data version ${stored.version}, written by a newer Gridable release, which needs a ` +
    `release reading data version ${stored.readableFrom} or later; this release reads up to ${DATA_VERSION}. ` +
    `Nothing was changed. Start that newer release again, or restore the backup taken before the upgrade ` +
    `(README: Upgrades).`
  );
}

/**
 * Refuses data a newer release made unreadable for this one, then runs the migrations it has not had. Called
 * at start-up, before indexes are built and before anything is served.
 */
export async function upgradeStoredData(
  models: Models,
  log: Logger,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<void> {
  const stored = await models.dataVersion.findById(DOCUMENT_ID).lean();
  const version = stored?.version ?? 0;
  const readableFrom = stored?.readableFrom ?? 0;
  if (readableFrom > DATA_VERSION) throw new NewerDataError(newerDataMessage({ version, readableFrom }));
  if (version > DATA_VERSION)
    log.warn('data version: written by a newer release that this one can still run on', {
      stored: version,
      ours: DATA_VERSION,
    });
  // A fresh install has nothing to migrate: it starts at this release's version, and no "migrated" line
  // suggests an upgrade happened. Data with no version document is an older release's, and is migrated.
  const fresh = stored === null && (await holdsNoData(models));
  for (const migration of migrations) {
    if (fresh || migration.version <= version) continue;
    const counts = await migration.run(models, log);
    log.info('data version: migrated', { to: migration.version, what: migration.what, ...counts });
  }
  if (version >= DATA_VERSION && readableFrom >= READABLE_FROM) return;
  // $max: two nodes starting together, or a newer one beside this, never lower what the other wrote.
  await models.dataVersion.updateOne(
    { _id: DOCUMENT_ID },
    { $max: { version: DATA_VERSION, readableFrom: READABLE_FROM }, $set: { updatedAt: new Date() } },
    { upsert: true },
  );
}

/** Whether no collection holds a document (data_version aside): a database no release has written to. */
async function holdsNoData(models: Models): Promise<boolean> {
  const found = await Promise.all(
    Object.entries(models)
      .filter(([name]) => name !== 'dataVersion')
      .map(([, model]) => (model as Models['games']).exists({})),
  );
  return found.every((hit) => hit === null);
}
