import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetServerClock } from '../../../lib/clock/serverClock';
import type { HubGame } from '@gridable/common';
import { HUB_MESSAGES } from '@gridable/common/messages';
import { PUSH_ARRIVED_MESSAGE } from '../../../lib/pwa/pushArrived';
import { installFetchMock, json } from '../../../testing/fetchMock';
import GamesHub from './GamesHub';

const DAY_DONE = {
  hasCompleted: true,
  streak: 1,
  todaysScore: 20,
  todaysHighScore: 24,
  twentyPlusStreak: 1,
  todaysGameId: null,
};

function friendGame(yourTurn: boolean): HubGame {
  return {
    gameId: 'ABCDE',
    status: 'active',
    playerId: 2,
    round: 3,
    yourTurn,
    theirTurn: !yourTurn,
    opponentJoined: true,
    opponentPresent: false,
    yourScore: 0,
    opponentScore: 0,
    result: null,
    ending: null,
    lastMoveAt: new Date().toISOString(),
    claimableAt: null,
    rematchOffered: false,
    rematchGameId: null,
  };
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
    expect(twoDays).toHaveTextContent('Opponent away · last move 2 days ago');
    expect(twoDays).not.toHaveTextContent(HUB_MESSAGES.claimable);
    const threeDays = await rowOf('FGHJK');
    expect(threeDays).toHaveTextContent('last move 3 days ago');
    expect(threeDays).toHaveTextContent(HUB_MESSAGES.claimable);
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
    expect(row).toHaveTextContent('last move 3 h ago');
    expect(row).toHaveTextContent(HUB_MESSAGES.claimable);
  });
});
