import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeagueMemberView, LeagueOutsiderView } from '@gridable/common';
import { LEAGUE_MESSAGES } from '@gridable/common/messages';
import { getOrCreatePlayerIdentity } from '../../lib/storage';
import { installFetchMock, json } from '../../testing/fetchMock';
import { renderRoute } from '../../testing/renderRoute';

const LEAGUE: LeagueMemberView = {
  leagueId: 'AbCdEf2345',
  name: 'Friday Club',
  memberCount: 1,
  maxMembers: 50,
  isMember: true,
  isCreator: true,
  closed: false,
  viewerMemberId: 'Mm234567',
  timeZone: 'UTC',
  today: { day: '2026-11-27', gameNumber: 696, par: null, revealed: false, rows: [] },
  week: { from: '2026-11-23', to: '2026-11-27', rows: [] },
  allTime: { from: '2026-11-27', to: '2026-11-27', rows: [] },
};

/** The join page's lead, read whole: its nicknames are isolated each in its own element. */
const leadText = () => screen.getByText(/^A Gridable daily league/, { ignore: 'bdi' }).textContent;

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

  it('gives the creator a switch that closes the league to new members, and opens it again', async () => {
    let league = LEAGUE;
    const sent: unknown[] = [];
    installFetchMock((request) => {
      if (request.method === 'PUT' && request.path === '/api/leagues/AbCdEf2345/closed') {
        sent.push(request.body);
        league = { ...league, closed: (request.body as { closed: boolean }).closed };
        return json({ leagueId: league.leagueId, closed: league.closed });
      }
      return request.path.startsWith('/api/leagues/AbCdEf2345')
        ? json(league)
        : json({ error: 'unexpected' }, 404);
    });
    const { user } = renderRoute('/league/AbCdEf2345');
    const toggle = await screen.findByRole('switch', { name: 'Close to new members' }, { timeout: 10_000 });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Close to new members' })).toBeChecked());
    expect(screen.getByText(/Nobody new can join, even with the link/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Close to new members' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Close to new members' })).not.toBeChecked(),
    );
    const { playerUUID } = getOrCreatePlayerIdentity();
    expect(sent).toEqual([
      { closed: true, playerUUID },
      { closed: false, playerUUID },
    ]);
  });

  it('shows the switch to the creator only', async () => {
    installFetchMock(() => json({ ...LEAGUE, isCreator: false, closed: true }));
    renderRoute('/league/AbCdEf2345');
    await screen.findByRole('button', { name: 'Copy invite link' }, { timeout: 10_000 });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('tells someone with the link of a closed league that it is closed, with no way to join', async () => {
    const outsider: LeagueOutsiderView = {
      leagueId: 'AbCdEf2345',
      name: 'Friday Club',
      memberCount: 3,
      memberNames: ['Ana', 'Ben', 'Cy'],
      maxMembers: 50,
      closed: true,
      isMember: false,
    };
    installFetchMock(() => json(outsider));
    renderRoute('/league/AbCdEf2345');
    expect(await screen.findByText(LEAGUE_MESSAGES.closed, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join league' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your nickname')).not.toBeInTheDocument();
    expect(screen.queryByText(/Join to compare/)).not.toBeInTheDocument();
  });

  it('shows a full league only that it is full, with no invitation to join', async () => {
    installFetchMock((request) =>
      request.path.startsWith('/api/leagues/AbCdEf2345')
        ? json({
            leagueId: 'AbCdEf2345',
            name: 'Friday Club',
            memberCount: 50,
            memberNames: ['Ana', 'Ben', 'Cy'],
            maxMembers: 50,
            isMember: false,
          })
        : json({ error: 'unexpected' }, 404),
    );
    renderRoute('/league/AbCdEf2345');
    expect(
      await screen.findByText('This league is full: it has 50 members.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(leadText()).toBe('A Gridable daily league with 50 members: Ana, Ben and 48 others.');
    expect(screen.queryByText(/Join to compare/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join league' })).not.toBeInTheDocument();
  });

  it('still invites a visitor to join a league with room', async () => {
    installFetchMock((request) =>
      request.path.startsWith('/api/leagues/AbCdEf2345')
        ? json({
            leagueId: 'AbCdEf2345',
            name: 'Friday Club',
            memberCount: 5,
            memberNames: ['Ana', 'Ben', 'Cy'],
            maxMembers: 50,
            isMember: false,
          })
        : json({ error: 'unexpected' }, 404),
    );
    renderRoute('/league/AbCdEf2345');
    expect(
      await screen.findByRole('button', { name: 'Join league' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Who is in it helps a visitor decide; nothing of their scores, which would spoil today's daily.
    expect(leadText()).toBe(
      'A Gridable daily league with 5 members: Ana, Ben and 3 others. Join to compare your daily score with theirs every day.',
    );
  });

  it('says on Home which league the player left, to screen readers too, and only once', async () => {
    const viewer = {
      memberId: 'Mm234567',
      nickname: 'Ana',
      isCreator: false,
      isViewer: true,
      status: 'not-started',
      score: null,
      vsPar: null,
      streak: 0,
      rank: null,
      tied: false,
      grid: null,
      words: null,
    } as const;
    const left: string[] = [];
    installFetchMock((request) => {
      if (request.method === 'DELETE') {
        left.push(request.path);
        return json({ leagueId: 'AbCdEf2345', memberId: 'Mm234567', removed: true });
      }
      if (request.path.startsWith('/api/leagues/AbCdEf2345'))
        return json({ ...LEAGUE, isCreator: false, today: { ...LEAGUE.today, rows: [viewer] } });
      if (request.path.startsWith('/api/leagues?')) return json({ leagues: [] });
      return json({ error: 'unexpected' }, 404);
    });
    // jsdom has no scrollIntoView, with which Home brings the notice into view.
    Element.prototype.scrollIntoView = vi.fn();
    try {
      const { user, router } = renderRoute('/league/AbCdEf2345');
      await user.click(await screen.findByRole('button', { name: 'Leave league' }, { timeout: 10_000 }));
      await user.click(screen.getByRole('button', { name: 'Leave' }));
      const notice = await screen.findByText('You left Friday Club.', undefined, { timeout: 10_000 });
      expect(left).toEqual(['/api/leagues/AbCdEf2345/members/Mm234567']);
      expect(router.state.location.pathname).toBe('/');
      expect(notice).toHaveAttribute('role', 'status');
      // The history entry forgets it: a reload of Home is not a second leaving.
      expect(router.state.location.state).toBeNull();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('offers Return Home from a league that does not exist', async () => {
    installFetchMock(() => json({ error: 'League not found' }, 404));
    const { user, router } = renderRoute('/league/AbCdEf2345');
    await screen.findByRole('heading', { name: 'League not found' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Return Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  // Two 404s: the server's "no such league" is a missing league; a 404 from something that is not the
  // league call (an old node or a proxy without the route) is a failure, not a verdict on the link.
  it('says the league is missing only when the server names it so', async () => {
    installFetchMock(() => json({ error: LEAGUE_MESSAGES.notFound, code: 'LEAGUE_NOT_FOUND' }, 404));
    const first = renderRoute('/league/AbCdEf2345');
    await screen.findByRole('heading', { name: 'League not found' }, { timeout: 10_000 });
    expect(screen.getByRole('alert')).toHaveTextContent(LEAGUE_MESSAGES.notFound);
    first.unmount();

    installFetchMock(() => json({ error: 'Unknown API endpoint', code: 'UNKNOWN_ENDPOINT' }, 404));
    renderRoute('/league/AbCdEf2345');
    await screen.findByRole('heading', { name: 'League unavailable' }, { timeout: 10_000 });
  });

  it('asks a creator alone in the league to send its link, and opens the share sheet where there is one', async () => {
    installFetchMock(() => json(LEAGUE));
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = renderRoute('/league/AbCdEf2345');
      await user.click(await screen.findByRole('button', { name: 'Share invite link' }, { timeout: 10_000 }));
      expect(share).toHaveBeenCalledWith({
        title: 'Friday Club',
        text: 'Join my Gridable league, Friday Club:',
        url: `${window.location.origin}/league/AbCdEf2345`,
      });
      expect(screen.getByText(/No one else is here yet: send this link/)).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('has no share button where the browser has no share sheet, and no nudge once a friend has joined', async () => {
    installFetchMock(() => json({ ...LEAGUE, memberCount: 2 }));
    renderRoute('/league/AbCdEf2345');
    await screen.findByRole('button', { name: 'Copy invite link' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Share invite link' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No one else is here yet/)).not.toBeInTheDocument();
  });

  it('puts the day before the invite once friends are in, and the invite first in a new league', async () => {
    const today = { ...LEAGUE.today, rows: [] };
    installFetchMock(() => json({ ...LEAGUE, memberCount: 2, today }));
    const friends = renderRoute('/league/AbCdEf2345');
    const copy = await screen.findByRole('button', { name: 'Copy invite link' }, { timeout: 10_000 });
    const day = screen.getByRole('heading', { name: /^Today/ });
    expect(day.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Invite friends' })).toContainElement(copy);
    friends.unmount();

    installFetchMock(() => json(LEAGUE));
    renderRoute('/league/AbCdEf2345');
    const first = await screen.findByRole('button', { name: 'Copy invite link' }, { timeout: 10_000 });
    const heading = screen.getByRole('heading', { name: /^Today/ });
    expect(heading.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });
});
