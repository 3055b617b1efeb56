import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetServerClock } from '../../../lib/clock/serverClock';
import type { HubGame } from '@gridable/common';
import { OPEN_GAMES_CAP } from '@gridable/common/constants';
import {
  HUB_MESSAGES,
  REMATCH_MESSAGES,
  GAME_MESSAGES,
  WITHDRAW_MESSAGES,
  computerOpponentLabel,
  moreWaitingText,
} from '@gridable/common/messages';
import { PUSH_ARRIVED_MESSAGE } from '../../../lib/pwa/pushArrived';
import { installFetchMock, json } from '../../../testing/fetchMock';
import { LOCAL_KEYS } from '../../../lib/storage/keys';
import { getOrCreatePlayerIdentity } from '../../../lib/storage';
import GamesHub from './GamesHub';
import { hubGameFixture } from './hubGameFixture';

const DAY_DONE = {
  hasCompleted: true,
  streak: 1,
  todaysScore: 20,
  todaysHighScore: 24,
  twentyPlusStreak: 1,
  todaysGameId: null,
};

function friendGame(yourTurn: boolean): HubGame {
  return hubGameFixture({ yourTurn, theirTurn: !yourTurn });
}

let visibility: DocumentVisibilityState = 'visible';
// The files of a run share one jsdom: the page's visibility is stubbed for this file only.
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  visibility = 'visible';
  resetServerClock();
});
afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('GamesHub', () => {
  it("counts the friend games on the player's move on the installed app's icon", async () => {
    const setAppBadge = vi.fn((_count?: number) => Promise.resolve());
    Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: setAppBadge });
    try {
      installFetchMock(({ path }) =>
        path === '/api/my-games'
          ? json({
              inProgress: [
                hubGameFixture({ gameId: 'AAAAA', yourTurn: true, theirTurn: false }),
                hubGameFixture({ gameId: 'BBBBB', yourTurn: false, theirTurn: true }),
              ],
              finished: [],
            })
          : json({ error: 'unexpected' }, 404),
      );
      render(
        <MemoryRouter>
          <GamesHub dailyStatus={DAY_DONE} />
        </MemoryRouter>,
      );
      await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(1));
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
    }
  });

  it('shows a turn taken while the tab was in the background as soon as the tab is back', async () => {
    let yourTurn = false;
    installFetchMock(({ path }) =>
      path === '/api/my-games'
        ? json({ inProgress: [friendGame(yourTurn)], finished: [] })
        : json({ error: 'unexpected' }, 404),
    );
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Their turn')).toBeInTheDocument();

    setVisibility('hidden');
    // The friend moves on another device while this tab sits behind others.
    yourTurn = true;
    setVisibility('visible');
    expect(await screen.findByText('Your turn')).toBeInTheDocument();
    expect(screen.queryByText('Their turn')).toBeNull();
  });

  it("says under today's daily the streak it keeps going, and a line for everyone before the status is known", async () => {
    installFetchMock(({ path }) =>
      path === '/api/my-games' ? json({ inProgress: [], finished: [] }) : json({ error: 'unexpected' }, 404),
    );
    const toPlay = { ...DAY_DONE, hasCompleted: false, streak: 3, todaysScore: null };
    const { rerender } = render(
      <MemoryRouter>
        <GamesHub dailyStatus={null} />
      </MemoryRouter>,
    );
    const daily = await screen.findByRole('link', { name: /^Today's Gridable/ });
    expect(daily).toHaveTextContent('New letters today');
    rerender(
      <MemoryRouter>
        <GamesHub dailyStatus={toPlay} />
      </MemoryRouter>,
    );
    expect(daily).toHaveTextContent(/3-day streak/);
    expect(daily).toHaveTextContent('Your turn');
  });

  it('reads the list once when the tab wakes, however many wake signals the browser sends', async () => {
    let yourTurn = false;
    let listReads = 0;
    installFetchMock(({ path }) => {
      if (path !== '/api/my-games') return json({ error: 'unexpected' }, 404);
      listReads++;
      return json({ inProgress: [friendGame(yourTurn)], finished: [] });
    });
    const reads = () => listReads;
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Their turn')).toBeInTheDocument();
    expect(reads()).toBe(1);

    setVisibility('hidden');
    yourTurn = true;
    // The phone is unlocked: the tab turns visible, the network comes back, and Back restores the page.
    setVisibility('visible');
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(await screen.findByText('Your turn')).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    expect(reads()).toBe(2);
  });

  it('shows the turn as soon as a push about it arrives, with Home open', async () => {
    let yourTurn = false;
    installFetchMock(({ path }) =>
      path === '/api/my-games'
        ? json({ inProgress: [friendGame(yourTurn)], finished: [] })
        : json({ error: 'unexpected' }, 404),
    );
    // The page's side of the service worker: the messages it posts arrive here.
    const serviceWorker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
    try {
      render(
        <MemoryRouter>
          <GamesHub dailyStatus={DAY_DONE} />
        </MemoryRouter>,
      );
      expect(await screen.findByText('Their turn')).toBeInTheDocument();
      yourTurn = true;
      serviceWorker.dispatchEvent(
        new MessageEvent('message', { data: { type: PUSH_ARRIVED_MESSAGE, kind: 'your-turn' } }),
      );
      expect(await screen.findByText('Your turn')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('says how long a friend has been silent, and when the win may be claimed', async () => {
    const hours = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
    const silent = { ...friendGame(false), lastMoveAt: hours(50), claimableAt: hours(-22) };
    const gone = { ...friendGame(false), gameId: 'FGHJK', lastMoveAt: hours(80), claimableAt: hours(8) };
    installFetchMock(({ path }) =>
      path === '/api/my-games'
        ? json({ inProgress: [silent, gone], finished: [] })
        : json({ error: 'unexpected' }, 404),
    );
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    const rowOf = async (id: string) =>
      (await screen.findByText(`Game ${id}`)).closest('li') ?? document.body;
    const twoDays = await rowOf('ABCDE');
    expect(twoDays).toHaveTextContent('opponent away');
    expect(twoDays).toHaveTextContent('2 days ago');
    expect(twoDays).not.toHaveTextContent(HUB_MESSAGES.claimable);
    const threeDays = await rowOf('FGHJK');
    expect(threeDays).toHaveTextContent('3 days ago');
    expect(threeDays).toHaveTextContent(HUB_MESSAGES.claimable);
  });

  it('names the saved computer game as the game screen does, level capitalised', async () => {
    installFetchMock(({ path }) =>
      path === '/api/my-games' ? json({ inProgress: [], finished: [] }) : json({ error: 'unexpected' }, 404),
    );
    // A game against Hard saved in this browser, nobody has moved yet: the player chooses first.
    localStorage.setItem(
      LOCAL_KEYS.computerGame,
      JSON.stringify({
        level: 'hard',
        seed: 7,
        humanSeat: 1,
        moves: [],
        startedAt: new Date().toISOString(),
      }),
    );
    try {
      render(
        <MemoryRouter>
          <GamesHub dailyStatus={DAY_DONE} />
        </MemoryRouter>,
      );
      const row = (await screen.findByText(computerOpponentLabel('hard'))).closest('li');
      expect(row).toHaveTextContent('vs Computer (Hard)');
      expect(row).toHaveTextContent('Your turn');
    } finally {
      localStorage.clear();
    }
  });

  it('folds away all but the newest three games nobody has joined, below the games with a friend in them', async () => {
    const waiting = Array.from({ length: 10 }, (_, i) => ({
      ...friendGame(false),
      gameId: `WAIT${i}`,
      status: 'waiting' as const,
      theirTurn: false,
      opponentJoined: false,
    }));
    const playing = { ...friendGame(false), gameId: 'PLAYS' };
    installFetchMock(({ path }) =>
      path === '/api/my-games'
        ? json({ inProgress: [...waiting.slice(0, 4), playing, ...waiting.slice(4)], finished: [] })
        : json({ error: 'unexpected' }, 404),
    );
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    const fold = (await screen.findByText(moreWaitingText(7))).closest('details');
    expect(fold).not.toHaveAttribute('open');
    const shown = screen
      .getAllByRole('link')
      .filter((link) => link.closest('details') === null)
      .map((link) => link.textContent);
    expect(shown.map((text) => text?.slice(0, 10))).toEqual([
      'Game PLAYS',
      'Game WAIT0',
      'Game WAIT1',
      'Game WAIT2',
    ]);
    // The rest are still a tap away.
    expect(fold?.querySelectorAll('a')).toHaveLength(7);
  });

  it('lists a game by its opponent once they have a name, and by its code until then', async () => {
    installFetchMock(({ path }) =>
      path === '/api/my-games'
        ? json({
            inProgress: [
              { ...friendGame(true), gameId: 'NAMED', opponentName: 'Ana' },
              { ...friendGame(false), gameId: 'NONAM' },
            ],
            finished: [
              {
                ...friendGame(false),
                gameId: 'DONE2',
                status: 'completed',
                result: 'won',
                opponentName: 'Ben',
              },
            ],
          })
        : json({ error: 'unexpected' }, 404),
    );
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: /^vs Ana/ })).toHaveAttribute('href', '/game/NAMED');
    expect(screen.getByRole('link', { name: /^Game NONAM/ })).toHaveAttribute('href', '/game/NONAM');
    expect(screen.getByRole('link', { name: /^vs Ben/ })).toHaveAttribute('href', '/game/DONE2');
  });

  it('says, once the player has OPEN_GAMES_CAP games going, to finish or resign one first', async () => {
    const games = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...friendGame(false), gameId: `G${i}` }));
    let inProgress = games(OPEN_GAMES_CAP - 1);
    installFetchMock(({ path }) =>
      path === '/api/my-games' ? json({ inProgress, finished: [] }) : json({ error: 'unexpected' }, 404),
    );
    const { unmount } = render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(`Game G${OPEN_GAMES_CAP - 2}`)).toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.tooManyGames)).toBeNull();
    unmount();

    inProgress = games(OPEN_GAMES_CAP);
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(GAME_MESSAGES.tooManyGames)).toBeInTheDocument();
  });

  it('says a rematch offered from Home is waiting on the opponent, instead of offering it again', async () => {
    let asked = false;
    const finished = (): HubGame => ({
      ...friendGame(false),
      status: 'completed',
      theirTurn: false,
      round: 17,
      result: 'won',
      ending: 'completed',
      rematchAsked: asked,
    });
    installFetchMock(({ path }) => {
      if (path === '/api/my-games') return json({ inProgress: [], finished: [finished()] });
      if (path === '/api/games/ABCDE/rematch') {
        asked = true;
        return json({ rematch: { offeredBy: [2], rematchGameId: null } });
      }
      return json({ error: 'unexpected' }, 404);
    });
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: REMATCH_MESSAGES.offer }));
    expect(await screen.findByRole('button', { name: REMATCH_MESSAGES.offeredShort })).toBeDisabled();
  });

  it('turns down a rematch offer from Home, and tells the offerer it was declined', async () => {
    let declined = false;
    const finished = (): HubGame => ({
      ...friendGame(false),
      status: 'completed',
      theirTurn: false,
      round: 17,
      result: 'lost',
      ending: 'completed',
      rematchOffered: !declined,
    });
    installFetchMock(({ method, path }) => {
      if (path === '/api/my-games') return json({ inProgress: [], finished: [finished()] });
      if (method === 'POST' && path === '/api/games/ABCDE/rematch/decline') {
        declined = true;
        return json({ gameId: 'ABCDE', rematch: { offeredBy: [], rematchGameId: null, declinedBy: 2 } });
      }
      return json({ error: 'unexpected' }, 404);
    });
    const view = render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Accept rematch' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: REMATCH_MESSAGES.decline }));
    // Nothing left to answer: the row offers a rematch of your own instead.
    expect(await screen.findByRole('button', { name: REMATCH_MESSAGES.offer })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REMATCH_MESSAGES.decline })).toBeNull();
    view.unmount();

    // The offerer's Home says the offer was turned down.
    installFetchMock(({ path }) =>
      path === '/api/my-games'
        ? json({ inProgress: [], finished: [{ ...finished(), result: 'won', rematchDeclined: true }] })
        : json({ error: 'unexpected' }, 404),
    );
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(new RegExp(REMATCH_MESSAGES.declinedShort))).toBeInTheDocument();
  });

  it("counts a friend's silence by the server's clock when this device's runs two days slow", async () => {
    const serverNow = Date.now() + 48 * 3_600_000;
    const ago = (h: number) => new Date(serverNow - h * 3_600_000).toISOString();
    const game = { ...friendGame(false), lastMoveAt: ago(3.5), claimableAt: ago(1) };
    installFetchMock(({ path }) => {
      const reply =
        path === '/api/my-games'
          ? json({ inProgress: [game], finished: [] })
          : json({ error: 'unexpected' }, 404);
      reply.headers.set('Date', new Date(serverNow).toUTCString());
      return reply;
    });
    render(
      <MemoryRouter>
        <GamesHub dailyStatus={DAY_DONE} />
      </MemoryRouter>,
    );
    const row = (await screen.findByText('Game ABCDE')).closest('li') ?? document.body;
    expect(row).toHaveTextContent('· 3 h ago');
    expect(row).toHaveTextContent(HUB_MESSAGES.claimable);
  });

  describe('a game nobody joined', () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const waitingGame = (gameId: string, playerId: 1 | 2 = 1): HubGame => ({
      ...friendGame(false),
      gameId,
      status: 'waiting',
      playerId,
      round: 1,
      theirTurn: false,
      opponentJoined: false,
      moved: false,
      createdAt: minutesAgo(5),
      lastMoveAt: minutesAgo(5),
    });
    const renderHub = () =>
      render(
        <MemoryRouter>
          <GamesHub dailyStatus={DAY_DONE} />
        </MemoryRouter>,
      );

    it('says since when it waits, and a started game nobody moved in says so instead of "last move"', async () => {
      const fresh = {
        ...friendGame(false),
        gameId: 'FRESH',
        round: 1,
        moved: false,
        lastMoveAt: minutesAgo(2),
      };
      installFetchMock(({ path }) =>
        path === '/api/my-games'
          ? json({ inProgress: [waitingGame('WAITS'), fresh], finished: [] })
          : json({ error: 'unexpected' }, 404),
      );
      renderHub();
      const waiting = (await screen.findByText('Game WAITS')).closest('li') ?? document.body;
      expect(waiting).toHaveTextContent('Waiting · created 5 min ago');
      const started = screen.getByText('Game FRESH').closest('li') ?? document.body;
      expect(started).toHaveTextContent('Started 2 min ago');
      expect(started).not.toHaveTextContent('last move');
    });

    it('is withdrawn from the keyboard after a confirm step, and leaves the list at once', async () => {
      const { playerUUID } = getOrCreatePlayerIdentity();
      const withdrawals: unknown[] = [];
      let reads = 0;
      installFetchMock(({ path, body }) => {
        if (path === '/api/my-games') {
          reads += 1;
          // Every read after the first hangs: the row must go without waiting for the server's list.
          return reads === 1
            ? json({ inProgress: [waitingGame('WAITA'), waitingGame('WAITB')], finished: [] })
            : new Promise<Response>(() => {});
        }
        if (path === '/api/games/WAITA/withdraw') {
          withdrawals.push(body);
          return json({ ok: true, gameId: 'WAITA' });
        }
        return json({ error: 'unexpected' }, 404);
      });
      renderHub();
      const open = await screen.findByRole('button', { name: `${WITHDRAW_MESSAGES.withdraw} WAITA` });
      open.focus();
      await userEvent.keyboard('{Enter}');
      // The question, with focus on its answer: nothing is sent yet.
      expect(screen.getByRole('group', { name: WITHDRAW_MESSAGES.question })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: WITHDRAW_MESSAGES.confirm })).toHaveFocus();
      expect(withdrawals).toEqual([]);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByText('Game WAITA')).toBeNull());
      expect(withdrawals).toEqual([{ playerUUID }]);
      expect(screen.getByText('Game WAITB')).toBeInTheDocument();
    });

    it('keeps the game when the player says so, and says why a refused withdrawal failed', async () => {
      const withdrawals: unknown[] = [];
      installFetchMock(({ path, body }) => {
        if (path === '/api/my-games') return json({ inProgress: [waitingGame('WAITA')], finished: [] });
        if (path === '/api/games/WAITA/withdraw') {
          withdrawals.push(body);
          return json({ error: GAME_MESSAGES.withdrawTooLate }, 409);
        }
        return json({ error: 'unexpected' }, 404);
      });
      renderHub();
      const open = await screen.findByRole('button', { name: `${WITHDRAW_MESSAGES.withdraw} WAITA` });
      await userEvent.click(open);
      await userEvent.click(screen.getByRole('button', { name: WITHDRAW_MESSAGES.keep }));
      expect(withdrawals).toEqual([]);
      expect(screen.getByRole('button', { name: `${WITHDRAW_MESSAGES.withdraw} WAITA` })).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: `${WITHDRAW_MESSAGES.withdraw} WAITA` }));
      await userEvent.click(screen.getByRole('button', { name: WITHDRAW_MESSAGES.confirm }));
      expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.withdrawTooLate);
      expect(screen.getByText('Game WAITA')).toBeInTheDocument();
    });

    it('offers no withdrawal on a game the player did not create', async () => {
      installFetchMock(({ path }) =>
        path === '/api/my-games'
          ? json({ inProgress: [waitingGame('SEATB', 2), friendGame(true)], finished: [] })
          : json({ error: 'unexpected' }, 404),
      );
      renderHub();
      expect(await screen.findByText('Game SEATB')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /withdraw/i })).toBeNull();
    });
  });
});
