// A shared game's review line is computed on a thread of its own: about 60 ms of CPU a review would otherwise
// stall every live game on the node. This drives the real thread (from sources, through tsx).
import { afterAll, describe, expect, it } from 'vitest';
import { playComputerGame, reviewGame, reviewSeed, type ReviewRequest } from '@gridable/common';
import { createWorkerReviewer } from '../../src/review/gameReviewer';

const BLIND = ['E', 'T', 'A', 'R', 'S', 'O', 'N', 'L'];
const game = playComputerGame('daily', 2, (round) => BLIND[(round - 1) / 2] ?? 'E', 5, 'easy');
const request: ReviewRequest = {
  kind: 'daily',
  seat: 2,
  moves: game.letters.map((letter, i) => ({ round: i + 1, letter, cell: game.cells[i] ?? 0 })),
  seed: reviewSeed('DCS-G1-thread'),
};

describe('the review thread', () => {
  const reviewer = createWorkerReviewer();
  afterAll(() => reviewer.close());

  it('answers each review with the summary the browser computes, and a bad game with an error', async () => {
    const { skill, pointsLost } = reviewGame(request);
    const [first, refused, second] = await Promise.allSettled([
      reviewer.summarize(request),
      reviewer.summarize({ ...request, moves: request.moves.slice(0, 15) }),
      reviewer.summarize({ ...request, seed: reviewSeed('another') }),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: { skill, pointsLost } });
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/16 moves/) },
    });
    const other = reviewGame({ ...request, seed: reviewSeed('another') });
    expect(second).toEqual({
      status: 'fulfilled',
      value: { skill: other.skill, pointsLost: other.pointsLost },
    });
  });

  it('refuses reviews once closed', async () => {
    // A reviewer of its own (no thread yet: one starts only when asked): closing the shared one failed the
    // test above whenever this one ran first.
    const closed = createWorkerReviewer();
    await closed.close();
    await expect(closed.summarize(request)).rejects.toThrow(/closed/);
  });
});
