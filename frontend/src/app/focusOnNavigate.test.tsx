import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute';
import { installFetchMock, json } from '../testing/fetchMock';

const PAGE_LOAD_MS = 10_000;

beforeEach(() => {
  installFetchMock(() => json({ error: 'Not found' }, 404));
});

describe('moving to another page', () => {
  it(
    "puts focus on the new page's title, not back at the top of the document",
    async () => {
      const { user } = renderRoute('/');
      const playFriend = await screen.findByRole('button', { name: 'Play a Friend' });
      // The page the browser opened on starts at the top, as a page load does.
      expect(document.body).toHaveFocus();
      playFriend.focus();
      await user.keyboard('{Enter}');
      const title = await screen.findByRole(
        'heading',
        { level: 1, name: 'Challenge a Friend' },
        { timeout: PAGE_LOAD_MS },
      );
      await waitFor(() => expect(title).toHaveFocus());
      // The next Tab goes on from the page (the name asked before a game is made), not from the header's first link.
      await user.tab();
      expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    },
    2 * PAGE_LOAD_MS,
  );
});
