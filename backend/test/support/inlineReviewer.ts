// The reviewer test servers use: the real review, on the test's own thread. A review thread started from
// TypeScript sources loads all of common through tsx afresh, seconds of CPU on a shared machine;
// gameReviewer.test.ts is the one that proves the server reviews on a thread.
import { reviewGame } from '@gridable/common';
import type { GameReviewer } from '../../src/review/gameReviewer';

export function createInlineReviewer(): GameReviewer & { reviewed: number } {
  let closed = false;
  const reviewer = {
    reviewed: 0,
    summarize: (request: Parameters<GameReviewer['summarize']>[0]) => {
      if (closed) return Promise.reject(new Error('the reviewer is closed'));
      reviewer.reviewed += 1;
      const { skill, pointsLost } = reviewGame(request);
      return Promise.resolve({ skill, pointsLost });
    },
    close: () => {
      closed = true;
      return Promise.resolve();
    },
  };
  return reviewer;
}
