// DATA_DIR/FORMAT: the on-disk format of the files beside it, written by every release from this one on. A
// release that changes how the snapshot or journals are written raises it; an older release (from this one
// on) then refuses the directory before reading or changing any file, instead of taking a newer file for a
// damaged one (and offering to salvage it). Releases before this file existed cannot read it: README
// "Upgrades" says which of them a downgrade may reach.
import fs from 'node:fs';
import path from 'node:path';

export const FORMAT_FILE = 'FORMAT';
/** 3: binary snapshots with a CRC-32C per record (snapshot version 3), journals with a checksum per line. */
export const DATA_FORMAT = 3;

/** Why this release will not open a directory a newer one wrote; undefined when it may. */
export function newerFormat(dir: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, FORMAT_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const format = Number((JSON.parse(text) as { format?: unknown }).format);
  if (!(format > DATA_FORMAT)) return undefined;
  return newerRelease(`embedded MongoDB data in ${dir} is in format ${format}`, `format ${DATA_FORMAT}`);
}

/** The refusal for a file a newer release wrote (`what`: what was found; `reads`: the newest this one reads). */
export function newerRelease(what: string, reads: string): string {
  return (
    `${what}, written by a newer Gridable release; this release reads up to ${reads}. Nothing was started ` +
    `or changed. Start the newer release again, or restore the backup taken before the upgrade (README: Upgrades).`
  );
}

/**
 * Records this release's format once its data is loaded (written beside, then renamed into place). A full
 * disk or read-only directory is the journal's to report (it refuses writes until they work again): the
 * next start writes the file.
 */
export function writeFormat(dir: string): void {
  const file = path.join(dir, FORMAT_FILE);
  const text = `${JSON.stringify({ format: DATA_FORMAT })}\n`;
  try {
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
    fs.writeFileSync(`${file}.tmp`, text);
    fs.renameSync(`${file}.tmp`, file);
  } catch {
    // Left as it was: a FORMAT.tmp is never read.
  }
}
