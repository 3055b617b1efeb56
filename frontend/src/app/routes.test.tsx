import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_TITLES } from '@gridable/common/messages';
import { renderRoute } from '../testing/renderRoute';
import { installFetchMock, json } from '../testing/fetchMock';

// Each docs/PROTOCOL.md §2 route resolves to its own page, never the 404. Only routing is under test: data calls get 404s.
beforeEach(() => {
  installFetchMock(() => json({ error: 'Not found' }, 404));
});
const PAGE_LOAD_MS = 10_000;
const pages: [path: string, heading: string][] = [
  ['/play-friend', 'Challenge a Friend'],
  ['/game/ABCDE', TOAST_TITLES.gameNotFound],
  ['/daily-challenge', 'Daily Challenge'],
  ['/daily-challenge/DCS-G1-abc', 'Daily Challenge'],
  ['/daily-challenge-simple', 'Daily Challenge'],
  ['/daily-challenge-demo', 'You completed Gridable #42'],
  ['/end-game-demo', 'You Win!'],
  ['/end-game-demo-loser', 'You Lost'],
  ['/share/abc123', 'Shared Gridable Result'],
  ['/feedback', 'Feedback'],
  ['/word-checker', 'Word Checker'],
];

describe('routes', () => {
  it.each(pages)(
    '%s shows its page',
    async (path, heading) => {
      renderRoute(path);
      // Pages load lazily: the first import of a page's module graph can take seconds on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: PAGE_LOAD_MS }),
      ).toBeInTheDocument();
      expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
    },
    2 * PAGE_LOAD_MS,
  );
});
