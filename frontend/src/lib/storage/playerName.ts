// The name this browser's player goes by in friend games, kept per browser (and carried by a device move). It is
// sent with every create and join, so setting it once names the player in every game from then on.
import { PLAYER_NAME_FIELD, nameProblem } from '@gridable/common/rules';
import { LOCAL_KEYS } from './keys';
import { readString, removeKey, writeString } from './webStorage';

type Listener = (name: string | null) => void;
const listeners = new Set<Listener>();

/** Why `text` cannot be the player's name, as the server would say it; null when it can (or is blank). */
export function playerNameProblem(text: string): string | null {
  const name = text.trim();
  return name === '' ? null : nameProblem(name, PLAYER_NAME_FIELD);
}

const isUsable = (name: string) => name !== '' && playerNameProblem(name) === null;

/**
 * The stored name, or null. A name the rule now refuses (the word list grew since it was saved) reads as none,
 * so it never makes a create or join fail.
 */
export function readPlayerName(): string | null {
  const stored = readString('local', LOCAL_KEYS.playerName)?.trim() ?? '';
  return isUsable(stored) ? stored : null;
}

/** Saves a name (trimmed; blank forgets it). A name the rule refuses is not saved: the form says why. */
export function savePlayerName(text: string | null): void {
  const name = text?.trim() ?? '';
  if (name !== '' && !isUsable(name)) return;
  if (name === '') removeKey('local', LOCAL_KEYS.playerName);
  else writeString('local', LOCAL_KEYS.playerName, name);
  const saved = readPlayerName();
  for (const listener of listeners) listener(saved);
}

export function onPlayerNameChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The `name` field of a create or join body: present only when there is a name to send. */
export function playerNameField(): { name?: string } {
  const name = readPlayerName();
  return name === null ? {} : { name };
}
