// Random ids from a given alphabet, using the OS's CSPRNG so share ids and game codes cannot be predicted.
import { randomInt } from 'node:crypto';

export function randomId(alphabet: string, length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/** Inserts with a fresh id until the unique index accepts one (collisions are rare but real). */
export async function insertWithFreshId<T>(
  makeId: () => string,
  insert: (id: string) => Promise<T>,
  isCollision: (err: unknown) => boolean,
  attempts = 10,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await insert(makeId());
    } catch (err) {
      if (!isCollision(err) || i >= attempts) throw err;
    }
  }
}
