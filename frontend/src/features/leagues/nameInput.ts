// The shared name rule as the forms use it: the same sentence the server would answer with, before sending.
import { nameProblem } from '@gridable/common/rules';
import { readPlayerName, savePlayerName } from '../../lib/storage';

export function nicknameProblem(text: string): string | null {
  return nameProblem(text.trim(), 'Nickname');
}

export function leagueNameProblem(text: string): string | null {
  return nameProblem(text.trim(), 'League name');
}

/** The nickname last used to join a league, offered again in the next form (else the player's own name). */
const LAST_NICKNAME_KEY = 'gridable.leagueNickname';

export function lastNickname(): string {
  try {
    return localStorage.getItem(LAST_NICKNAME_KEY) ?? readPlayerName() ?? '';
  } catch {
    return '';
  }
}

/** Remembers a league nickname; a player with no name for friend games yet goes by it there too. */
export function rememberNickname(nickname: string): void {
  if (readPlayerName() === null) savePlayerName(nickname);
  try {
    localStorage.setItem(LAST_NICKNAME_KEY, nickname);
  } catch {
    // Only a convenience: the next form starts empty.
  }
}
