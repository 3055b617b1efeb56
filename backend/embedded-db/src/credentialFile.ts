// The standalone database's credential, kept in its data directory (mode 0600) so app nodes that
// were given the URI can reconnect after the database restarts. Whoever can read this file can read
// the data files beside it anyway; nobody else can get in.
import fs from 'node:fs';
import path from 'node:path';
import { randomCredential, type Credential } from './auth';

export const CREDENTIAL_FILE = 'credential.json';

export function loadOrCreateCredential(dataDir: string): Credential {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, CREDENTIAL_FILE);
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Credential>;
    if (typeof stored.username === 'string' && typeof stored.password === 'string' && stored.password)
      return { username: stored.username, password: stored.password };
    throw new Error(`${file} does not hold a username and password: remove it to have a new one made`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const credential = randomCredential();
  // 'wx': two starts racing cannot both write one; mode 0600: only this user reads it.
  fs.writeFileSync(file, `${JSON.stringify(credential)}\n`, { flag: 'wx', mode: 0o600 });
  return credential;
}
