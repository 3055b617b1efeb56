// A first visit's Home does not nag: notifications are offered once there is a game to be told about.
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubGame } from '@gridable/common';
import { installFetchMock, json } from '../../../testing/fetchMock';
import type { DailyStatus } from '../dailyStatus';
import GamesHub from './GamesHub';
import { hubGameFixture } from './hubGameFixture';

const NOTIFY = { name: "Notify me when it's my turn" };

const NOT_PLAYED: DailyStatus = {
  hasCompleted: false,
  streak: 0,
  todaysScore: null,
  todaysHighScore: null,
  twentyPlusStreak: 0,
  todaysGameId: null,
};

function waitingGame(): HubGame {
  return hubGameFixture({
    status: 'waiting',
    playerId: 1,
    round: 1,
    theirTurn: false,
    opponentJoined: false,
    moved: false,
  });
}

// A browser with push and no subscription: the opt-in would show if the hub offered it.
beforeAll(() => {
  const registration = { pushManager: { getSubscription: () => Promise.resolve(null) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
      // The hub listens for pushes arriving while Home is open; none come here.
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  Object.defineProperty(window, 'PushManager', { configurable: true, value: class {} });
  Object.defineProperty(window, 'Notification', { configurable: true, value: {} });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

function renderHub(inProgress: HubGame[], dailyStatus: DailyStatus | null) {
  installFetchMock(({ path }) =>
    path.startsWith('/api/my-games')
      ? json({ inProgress, finished: [] })
      : json({ error: 'unexpected' }, 404),
  );
  render(
    <MemoryRouter>
      <GamesHub dailyStatus={dailyStatus} />
    </MemoryRouter>,
  );
}

/** The hub once its list has arrived. */
async function loadedHub() {
  const hub = screen.getByRole('region', { name: 'Your games' });
  await waitFor(() => expect(hub).not.toHaveAttribute('aria-busy'));
  return hub;
}

describe('GamesHub on a first visit', () => {
  it('offers no notifications before anything is played, and lists the daily as waiting on the player', async () => {
    renderHub([], null);
    await loadedHub();
    expect(screen.queryByRole('button', NOTIFY)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Today's Gridable/ })).toHaveTextContent('Your turn');
  });

  it('offers them once there is a friend game to be told about', async () => {
    renderHub([waitingGame()], NOT_PLAYED);
    await loadedHub();
    expect(await screen.findByRole('button', NOTIFY)).toBeInTheDocument();
  });

  it('offers them to a daily player, for the reminder', async () => {
    renderHub([], { ...NOT_PLAYED, streak: 2 });
    await loadedHub();
    expect(await screen.findByRole('button', NOTIFY)).toBeInTheDocument();
  });
});
