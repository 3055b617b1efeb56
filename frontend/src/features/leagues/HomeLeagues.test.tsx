import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyLeague } from '@gridable/common';
import HomeLeagues, { NOTICE_DELAY_MS } from './HomeLeagues';
import { fetchMyLeagues } from './leagueApi';
import { leftLeagueState } from './leftLeague';

vi.mock('./leagueApi', () => ({ fetchMyLeagues: vi.fn() }));
vi.mock('../../lib/storage', () => ({
  readPlayerIdentity: () => ({ playerUUID: '7f0c2c9e-4a47-4c3e-9f57-2f1f3b1d1a11', createdAt: 0 }),
}));

const league = (leagueId: string, name: string, rest: Partial<MyLeague>): MyLeague => ({
  leagueId,
  name,
  memberCount: 2,
  day: '2026-11-29',
  rank: null,
  tied: false,
  finished: 0,
  ...rest,
});

afterEach(() => vi.mocked(fetchMyLeagues).mockReset());

describe('HomeLeagues', () => {
  it("counts the members yet to play beside the player's rank, so #1 of 1 is not read as a win", async () => {
    vi.mocked(fetchMyLeagues).mockResolvedValue({
      leagues: [
        league('aaaaaaaaaa', 'Sunday Club', { rank: 1, finished: 1 }),
        league('bbbbbbbbbb', 'Office', { rank: 2, finished: 2 }),
        league('cccccccccc', 'Family', { finished: 1 }),
      ],
    });
    render(
      <MemoryRouter>
        <HomeLeagues />
      </MemoryRouter>,
    );
    await screen.findByText('Today: #1 of 1 · 1 yet to play');
    expect(screen.getByRole('link', { name: /^Office/ }).textContent).toBe('OfficeToday: #2 of 2');
    expect(screen.getByRole('link', { name: /^Family/ }).textContent).toBe('Family1 played today');
  });

  it('says a rank shared with another player is a tie, rather than a second #1', async () => {
    vi.mocked(fetchMyLeagues).mockResolvedValue({
      leagues: [league('aaaaaaaaaa', 'Sunday Club', { rank: 1, tied: true, finished: 2 })],
    });
    render(
      <MemoryRouter>
        <HomeLeagues />
      </MemoryRouter>,
    );
    await screen.findByText('Today: Tied #1 of 2');
  });

  it('has a silent, empty status line on any other arrival at Home', async () => {
    vi.mocked(fetchMyLeagues).mockResolvedValue({ leagues: [league('aaaaaaaaaa', 'Sunday Club', {})] });
    render(
      <MemoryRouter initialEntries={[{ pathname: '/', state: { somethingElse: true } }]}>
        <HomeLeagues />
      </MemoryRouter>,
    );
    await screen.findByText('Sunday Club');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says which league was left once its status line has been listened to, and shows it', async () => {
    vi.useFakeTimers();
    // jsdom lays nothing out and has no scrollIntoView: the line is put below the screen, as on a phone, and the
    // call is what is checked.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const below = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(16, window.innerHeight + 40, 300, 40));
    try {
      vi.mocked(fetchMyLeagues).mockResolvedValue({ leagues: [] });
      render(
        <MemoryRouter initialEntries={[{ pathname: '/', state: leftLeagueState('Friday Club') }]}>
          <HomeLeagues />
        </MemoryRouter>,
      );
      // Empty first: a screen reader does not read a region whose text came with it.
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      await act(() => vi.advanceTimersByTimeAsync(NOTICE_DELAY_MS));
      expect(status).toHaveTextContent('You left Friday Club.');
      // On a phone Home's leagues are below the first screen.
      expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
      expect(scrolled.mock.contexts[0]).toBe(status);
    } finally {
      vi.useRealTimers();
      below.mockRestore();
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
