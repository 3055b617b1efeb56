// The result link of each finished daily game this browser shared, so a reload re-shares it instead of making another.
const KEY = 'gridable:dailyShareUrls';
/** Enough for months of daily play; the oldest links go first. */
const MAX_KEPT = 120;

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Every stored link by game id, oldest first: what travels to another device with a transfer code. */
export function allShareUrls(): Record<string, string> {
  return readAll();
}

export function storedShareUrl(gameId: string): string | null {
  return readAll()[gameId] ?? null;
}

export function storeShareUrl(gameId: string, shareUrl: string): void {
  const entries = Object.entries(readAll()).filter(([id]) => id !== gameId);
  entries.push([gameId, shareUrl]);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_KEPT))));
  } catch {
    // Storage full or blocked: the link still works this visit; a reload asks the server again.
  }
}
