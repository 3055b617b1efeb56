import { act, screen, waitFor } from '@testing-library/react';
import { PLAIN_FAILURES } from '@gridable/common/messages';
import { describe, expect, it } from 'vitest';
import { BOT_LEVEL_NAMES, REVIEW_MESSAGES } from '@gridable/common/messages';
import { GRADING_LEVEL, LETTERS_GAME_LEVEL } from '@gridable/common/rules';
import { renderRoute } from '../../testing/renderRoute';
import { installFetchMock, json } from '../../testing/fetchMock';

const PAGE_LOAD_MS = 10_000;

/** The review reply of a finished daily, game 5, for its player (`isOwner`) or a visitor. */
function dailyReviewReply(isOwner: boolean) {
  const moves = 'ESTAROSENALTEODS'.split('').map((letter, i) => ({ round: i + 1, letter, cell: i }));
  return {
    gameId: 'DCS-G5-abc',
    kind: 'daily',
    seat: 2,
    isOwner,
    moves,
    score: 0,
    opponentMoves: null,
    opponentScore: null,
    gameNumber: 5,
    date: '2025-01-05',
    archive: false,
  };
}

describe('review pages', () => {
  it(
    'name the tab after the review, with nothing to review as well as when a game failed to load',
    async () => {
      installFetchMock(() => json({ error: 'Game not found' }, 404));
      const nothing = renderRoute('/review/computer');
      await screen.findByRole('heading', { level: 1, name: 'Review' }, { timeout: PAGE_LOAD_MS });
      expect(document.title).toBe('Review · Gridable');
      nothing.unmount();
      expect(document.title).not.toBe('Review · Gridable');

      renderRoute('/review/ABCDE');
      await screen.findByText('Game not found', undefined, { timeout: PAGE_LOAD_MS });
      await waitFor(() => expect(document.title).toBe('Review · Gridable'));
    },
    2 * PAGE_LOAD_MS,
  );

  it(
    'tells a visitor whose game it is and leaves sharing it to its player',
    async () => {
      installFetchMock(() => json(dailyReviewReply(false)));
      const visitor = renderRoute('/review/DCS-G5-abc');
      await screen.findByTestId('review-skill', undefined, { timeout: PAGE_LOAD_MS });
      expect(screen.getByTestId('visitor-note')).toHaveTextContent(REVIEW_MESSAGES.visitorNote);
      expect(screen.queryByRole('button', { name: 'Share review' })).toBeNull();
      visitor.unmount();

      installFetchMock(() => json(dailyReviewReply(true)));
      renderRoute('/review/DCS-G5-abc');
      await screen.findByRole('button', { name: 'Share review' }, { timeout: PAGE_LOAD_MS });
      expect(screen.queryByTestId('visitor-note')).toBeNull();
    },
    3 * PAGE_LOAD_MS,
  );
});

describe('the computers a daily review compares with', () => {
  it(
    'names the level that grades the moves and the level whose game stands beside yours',
    async () => {
      installFetchMock(() => json(dailyReviewReply(true)));
      renderRoute('/review/DCS-G5-abc');
      await screen.findByTestId('review-skill', undefined, { timeout: PAGE_LOAD_MS });
      const grader = `${BOT_LEVEL_NAMES[GRADING_LEVEL]} computer`;
      const beside = `${BOT_LEVEL_NAMES[LETTERS_GAME_LEVEL]} computer`;
      expect(grader).toBe('Hard computer');
      expect(beside).toBe('Medium computer');
      expect(screen.getByTestId('graded-by')).toHaveTextContent(`graded against the ${grader}`);
      // The grid beside yours is labelled for the computer that played it, and said not to be the grader's.
      expect(
        screen.getByRole('group', { name: /^Medium computer's grid after round \d+$/ }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          `Beside yours: the ${beside}'s own game with the letters you were given (it picks its own in the rounds you picked). The ${grader} grades your moves.`,
        ),
      ).toBeInTheDocument();
      expect(screen.getByTestId('move-note')).not.toHaveTextContent(/\bThe computer\b/);
    },
    2 * PAGE_LOAD_MS,
  );
});

describe('a review that cannot load', () => {
  // Two 404s: the server's "no such game" cannot change, so the page offers the way home; a 404 that is not
  // its verdict (a node or proxy without the route) is a failure worth trying again.
  it(
    'offers Try again unless the server says there is no such game',
    async () => {
      installFetchMock(() => json({ error: REVIEW_MESSAGES.notFound, code: 'GAME_NOT_FOUND' }, 404));
      const gone = renderRoute('/review/ABCDE');
      await screen.findByText(REVIEW_MESSAGES.notFound, undefined, { timeout: PAGE_LOAD_MS });
      expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      gone.unmount();

      installFetchMock(() => json({ error: 'Unknown API endpoint', code: 'UNKNOWN_ENDPOINT' }, 404));
      renderRoute('/review/ABCDE');
      await screen.findByRole('button', { name: 'Try again' }, { timeout: PAGE_LOAD_MS });
      expect(screen.queryByRole('button', { name: 'Return Home' })).toBeNull();
    },
    2 * PAGE_LOAD_MS,
  );
});

describe('a review the server refuses for the game itself', () => {
  // Not a player's game, or still being played: the verdict stands however often the page asks again, so the page
  // says it and offers the way on (home, or back to the game being played), never Try again.
  it(
    'offers the way home to a visitor and the way back to a game still being played',
    async () => {
      installFetchMock(() => json({ error: REVIEW_MESSAGES.notYours, code: 'NOT_A_PLAYER' }, 403));
      const visitor = renderRoute('/review/ABCDE');
      await screen.findByText(REVIEW_MESSAGES.notYours, undefined, { timeout: PAGE_LOAD_MS });
      expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      visitor.unmount();

      installFetchMock(() => json({ error: REVIEW_MESSAGES.notFinished, code: 'GAME_NOT_FINISHED' }, 409));
      const { router } = renderRoute('/review/ABCDE');
      const back = await screen.findByRole('button', { name: 'Back to the Game' }, { timeout: PAGE_LOAD_MS });
      expect(screen.getByText(REVIEW_MESSAGES.notFinished)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      act(() => back.click());
      await waitFor(() => expect(router.state.location.pathname).toBe('/game/ABCDE'));
    },
    2 * PAGE_LOAD_MS,
  );
});

describe('a review of an id no game could have', () => {
  it(
    'says there is no such game without asking the server',
    async () => {
      const fetchSpy = installFetchMock(() => json({ error: 'unexpected' }, 500));
      renderRoute('/review/NOSUCH');
      await screen.findByText(REVIEW_MESSAGES.notFound, undefined, { timeout: PAGE_LOAD_MS });
      expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
      expect(
        fetchSpy.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('/api/review/'),
        ),
      ).toBe(false);
    },
    PAGE_LOAD_MS,
  );
});

describe('a review opened offline', () => {
  it(
    'says so in words, and loads once the network is back',
    async () => {
      let online = false;
      installFetchMock(() =>
        online ? json({ error: 'Game not found' }, 404) : Promise.reject(new TypeError('Failed to fetch')),
      );
      renderRoute('/review/ABCDE');
      await screen.findByText(PLAIN_FAILURES.offline, undefined, { timeout: PAGE_LOAD_MS });
      expect(screen.queryByText(/Failed to fetch/)).toBeNull();

      // The failure's text is on screen a moment before its effect listens for 'online': under load an event
      // sent in that moment went unheard and the page stayed offline. Let the effects run first.
      await act(async () => {});
      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await screen.findByText('Game not found');
    },
    2 * PAGE_LOAD_MS,
  );
});
