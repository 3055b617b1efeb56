// The win/loss overlay greets a result once per game per browser: a reload of a finished game goes straight to it.
import { readString, writeString } from '../../../lib/storage/webStorage';

const key = (gameId: string) => `gridable.resultOverlaySeen.${gameId}`;

export function hasSeenOverlay(gameId: string): boolean {
  return readString('local', key(gameId)) !== null;
}

export function markOverlaySeen(gameId: string): void {
  writeString('local', key(gameId), new Date().toISOString());
}
