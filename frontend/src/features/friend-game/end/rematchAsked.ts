// This tab asked for the rematch (offered or accepted) and has not moved to it yet: a reload while the opponent
// accepts finds the rematch already started, and must still take the player there rather than leave a link
// saying it is starting. Per tab, so an old end screen opened later still only links to its rematch.
import { readString, removeKey, writeString } from '../../../lib/storage/webStorage';

const key = (gameId: string) => `gridable.rematchAsked.${gameId}`;

export function markRematchAsked(gameId: string): void {
  writeString('session', key(gameId), new Date().toISOString());
}

export function wasRematchAsked(gameId: string): boolean {
  return readString('session', key(gameId)) !== null;
}

export function forgetRematchAsked(gameId: string): void {
  removeKey('session', key(gameId));
}
