import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/renderRoute';
import { installFetchMock, json } from '../../testing/fetchMock';

// Data calls answer 404: only the frame every page shares is under test.
beforeEach(() => {
  installFetchMock(() => json({ error: 'Not found' }, 404));
});

const paths = [
  '/',
  '/play-friend',
  '/play-computer',
  '/game/ABCDE',
  '/daily-challenge',
  '/daily-challenge/archive',
  '/share/abc123',
  '/feedback',
  '/word-checker',
  '/no/such/page',
];

describe('AppHeader', () => {
  // The first render of a route loads its lazy modules, which takes seconds on a busy machine.
  it.each(paths)(
    '%s has Home, Rules, Word Checker and settings in one header',
    { timeout: 30_000 },
    async (path) => {
      renderRoute(path);
      const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 25_000 });
      expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(nav).getByRole('button', { name: 'Rules' })).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: /Word Checker/ })).toHaveAttribute('target', '_blank');
      expect(within(nav).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
      expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    },
  );

  it(
    'explains blind letters in the rules on daily pages, and turns in them elsewhere',
    { timeout: 30_000 },
    async () => {
      const { user, router } = renderRoute('/daily-challenge/archive');
      await user.click(await screen.findByRole('button', { name: 'Rules' }, { timeout: 10_000 }));
      // The rules are a lazy chunk: on a busy runner they take longer than findBy's default second.
      expect(await screen.findByText(/today's blind letter/, {}, { timeout: 10_000 })).toBeInTheDocument();
      // The text is in the document a moment before the dialog opens and its buttons are exposed.
      await user.click(await screen.findByRole('button', { name: 'Close' }, { timeout: 10_000 }));
      await router.navigate('/feedback');
      await user.click(await screen.findByRole('button', { name: 'Rules' }, { timeout: 10_000 }));
      expect(
        await screen.findByText(/Players take turns choosing a letter/, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
  );

  it('offers the theme and sound from any page', { timeout: 30_000 }, async () => {
    const { user } = renderRoute('/word-checker');
    await user.click(await screen.findByRole('button', { name: 'Settings' }, { timeout: 10_000 }));
    expect(await screen.findByRole('combobox', { name: 'Theme' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sound:/ })).toBeInTheDocument();
  });
});
