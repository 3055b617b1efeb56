import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeagueMemberView } from '@gridable/common';
import { installFetchMock, json } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';

const LEAGUE: LeagueMemberView = {
  leagueId: 'AbCdEf2345',
  name: 'Friday Club',
  memberCount: 1,
  maxMembers: 50,
  isMember: true,
  isCreator: true,
  viewerMemberId: 'Mm234567',
  timeZone: 'UTC',
  today: { day: '2026-11-27', gameNumber: 696, par: null, revealed: false, rows: [] },
  week: { from: '2026-11-23', to: '2026-11-27', rows: [] },
  allTime: { from: '2026-11-27', to: '2026-11-27', rows: [] },
};

describe('LeaguePage', () => {
  it('says so when the invite link could not be copied, instead of doing nothing', async () => {
    installFetchMock((request) =>
      request.path.startsWith('/api/leagues/AbCdEf2345') ? json(LEAGUE) : json({ error: 'unexpected' }, 404),
    );
    const { user } = renderRoute('/league/AbCdEf2345');
    const copy = await screen.findByRole('button', { name: 'Copy invite link' }, { timeout: 10_000 });
    // user-event installs its clipboard stub at setup, so the refusal goes on after rendering.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(copy);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy to clipboard');
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
  });

  it('shows a full league only that it is full, with no invitation to join', async () => {
    installFetchMock((request) =>
      request.path.startsWith('/api/leagues/AbCdEf2345')
        ? json({
            leagueId: 'AbCdEf2345',
            name: 'Friday Club',
            memberCount: 50,
            maxMembers: 50,
            isMember: false,
          })
        : json({ error: 'unexpected' }, 404),
    );
    renderRoute('/league/AbCdEf2345');
    expect(
      await screen.findByText('This league is full: it has 50 members.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A Gridable daily league with 50 members\./)).toBeInTheDocument();
    expect(screen.queryByText(/Join to compare/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join league' })).not.toBeInTheDocument();
  });

  it('still invites a visitor to join a league with room', async () => {
    installFetchMock((request) =>
      request.path.startsWith('/api/leagues/AbCdEf2345')
        ? json({
            leagueId: 'AbCdEf2345',
            name: 'Friday Club',
            memberCount: 3,
            maxMembers: 50,
            isMember: false,
          })
        : json({ error: 'unexpected' }, 404),
    );
    renderRoute('/league/AbCdEf2345');
    expect(
      await screen.findByRole('button', { name: 'Join league' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Join to compare your daily score/)).toBeInTheDocument();
  });

  it('offers Return Home from a league that does not exist', async () => {
    installFetchMock(() => json({ error: 'League not found' }, 404));
    const { user, router } = renderRoute('/league/AbCdEf2345');
    await screen.findByRole('heading', { name: 'League not found' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
