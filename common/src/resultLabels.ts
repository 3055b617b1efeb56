// How a shared result page says where its game was played, when the server could not check it.
import type { ResultKind } from './protocol/results';

export const RESULT_LABELS = Object.freeze({
  computer: 'Played against the computer on this player’s device. Not verified by Gridable.',
  demo: 'A demo game. Not verified by Gridable.',
  unverified: 'Shared before results were verified. Not verified by Gridable.',
});

/** The label a shared result carries, or null when the server built it from a game it saw finish. */
export function resultLabel(result: { kind?: ResultKind | undefined; verified?: boolean | undefined }): string | null {
  if (result.verified) return null;
  if (result.kind === 'computer') return RESULT_LABELS.computer;
  if (result.kind === 'demo') return RESULT_LABELS.demo;
  return RESULT_LABELS.unverified;
}
