// What a friend game's player pastes into a chat: who won and by how much, the emoji picture of their grid, the
// link; and a plain-text version for screen readers, which read an emoji grid square by square.
import { MAX_SCORE } from '../constants';
import type { Grid } from '../game/grid';
import type { ScoredWord } from '../game/scoring';
import { gridEmoji } from '../daily/shareText';

export type FriendOutcome = 'won' | 'lost' | 'tied';

export interface FriendShareInput {
  myScore: number;
  opponentScore: number;
  grid: Grid;
  words: readonly ScoredWord[];
  url: string;
}

export function friendOutcome(myScore: number, opponentScore: number): FriendOutcome {
  if (myScore === opponentScore) return 'tied';
  return myScore > opponentScore ? 'won' : 'lost';
}

/** 'Gridable — I won 28–15' (an en dash between the scores, as a scoreboard prints them). */
export function friendShareHeadline(myScore: number, opponentScore: number): string {
  return `Gridable — I ${friendOutcome(myScore, opponentScore)} ${myScore}–${opponentScore}`;
}

export function buildFriendShareText({ myScore, opponentScore, grid, words, url }: FriendShareInput): string {
  return [friendShareHeadline(myScore, opponentScore), '', gridEmoji(grid, words), '', url].join('\n');
}

function wordPhrase(word: ScoredWord): string {
  const where = word.direction === 'row' ? `row ${word.line + 1}` : `column ${word.line + 1}`;
  return `${word.word} in ${where} (${word.points})`;
}

/** The same story in words: the result, the score out of the maximum, and each scored word with its place. */
export function buildFriendSharePlainText({ myScore, opponentScore, words, url }: FriendShareInput): string {
  const verb = friendOutcome(myScore, opponentScore);
  const wordLine = words.length === 0 ? 'No words scored.' : `Words: ${words.map(wordPhrase).join(', ')}.`;
  return [`Gridable: I ${verb} ${myScore} to ${opponentScore}, out of ${MAX_SCORE}.`, wordLine, url].join(
    '\n',
  );
}
