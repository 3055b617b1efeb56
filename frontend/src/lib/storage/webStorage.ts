// Safe access to localStorage/sessionStorage: blocked storage (privacy modes, quota) reads as empty and drops writes.
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    // Merely touching window.localStorage throws a SecurityError when the browser blocks storage.
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the game still works, it just won't remember this.
  }
}

export function removeKey(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do: an unreadable store holds nothing to remove.
  }
}

/** Parsed JSON, or undefined when the key is missing or holds something that isn't JSON. */
export function readJson(kind: StorageArea, key: string): unknown {
  return parseJson(readString(kind, key));
}

/** A stored string parsed as JSON (a storage event's old or new value, too); undefined as for `readJson`. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: StorageArea, key: string, value: unknown): void {
  writeString(kind, key, JSON.stringify(value));
}
