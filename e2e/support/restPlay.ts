// Moves made over the REST endpoints for tests whose subject is what comes after the playing (a league, a
// rematch, the end screen's accessibility): rounds the UI need not walk are played here in milliseconds, the
// browsers following over their sockets as they would an opponent's moves. The playing UI itself is tested where
// it is the subject (daily.e2e, friend-game.e2e).
import type { Page } from 'playwright-core';
import { chooserForRound, isBlindRound } from '@gridable/common/rules';
import { CHOSEN } from './dailyPlay';

export const ROUNDS = 16;

/** POSTs a JSON body to the API; a refusal throws with its status and reply. */
export async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await res.json()) as T;
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(reply)}`);
  return reply;
}

/** A friend game made and joined over REST: round 1, the creator's turn to choose. */
export async function startFriendGameOverRest(
  baseUrl: string,
  creator: string,
  joiner: string,
  clientIds: [string, string] = [crypto.randomUUID(), crypto.randomUUID()],
): Promise<string> {
  const { gameId } = await post<{ gameId: string }>(baseUrl, '/games', {
    clientId: clientIds[0],
    playerUUID: creator,
  });
  await post(baseUrl, `/games/${gameId}/join`, {
    clientId: clientIds[0],
    playerUUID: creator,
    requestedPlayerId: 1,
  });
  await post(baseUrl, `/games/${gameId}/join`, { clientId: clientIds[1], playerUUID: joiner });
  return gameId;
}

export interface DailyOutcome {
  gameId: string;
  gameNumber: number;
  status: string;
  currentRound: number;
  playerScore: number;
}

/** The identity and time zone the app in this page plays the daily with (the page has loaded the app once). */
export async function dailyPlayerOf(page: Page): Promise<{ playerUUID: string; timeZone: string }> {
  // The app makes the identity once it runs, which on a busy machine can be a moment after the page's load.
  await page
    .waitForFunction(() => localStorage.getItem('gridable.playerIdentity') !== null, undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('gridable.playerIdentity') ?? 'null') as {
      playerUUID?: string;
    } | null;
    if (!stored?.playerUUID) throw new Error('the app has not created a player identity in this page yet');
    return { playerUUID: stored.playerUUID, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  });
}

/**
 * Today's daily for this player, created or resumed and played over the action endpoint through `lastRound`
 * (filling cells in reading order, choosing as the on-screen helper does); 16 finishes it. A page then opening /daily-challenge resumes it there.
 */
export async function playDailyOverRest(
  baseUrl: string,
  player: { playerUUID: string; timeZone?: string },
  lastRound = ROUNDS,
): Promise<DailyOutcome> {
  const { playerUUID } = player;
  const game = (
    await post<{ game: DailyOutcome }>(baseUrl, '/daily-challenge-simple', {
      playerUUID,
      // The browsers run on this machine, so by default they share its time zone and its today.
      userTimezone: player.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
  ).game;
  return playDailyRoundsOverRest(baseUrl, playerUUID, game, lastRound);
}

/** A daily game this player already has (today's or an archive day's), played on from where it is. */
export async function playDailyGameOverRest(
  baseUrl: string,
  playerUUID: string,
  gameId: string,
  lastRound = ROUNDS,
): Promise<DailyOutcome> {
  const query = new URLSearchParams({ playerUUID });
  const res = await fetch(`${baseUrl}/api/daily-challenge-simple/${gameId}?${query.toString()}`);
  const reply = (await res.json()) as { game: DailyOutcome };
  if (!res.ok) throw new Error(`GET daily game ${gameId}: ${res.status} ${JSON.stringify(reply)}`);
  return playDailyRoundsOverRest(baseUrl, playerUUID, reply.game, lastRound);
}

async function playDailyRoundsOverRest(
  baseUrl: string,
  playerUUID: string,
  from: DailyOutcome,
  lastRound: number,
): Promise<DailyOutcome> {
  let game = from;
  const act = async (body: Record<string, unknown>) =>
    (
      await post<{ game: DailyOutcome }>(baseUrl, `/daily-challenge-simple/${game.gameId}/action`, {
        ...body,
        playerUUID,
      })
    ).game;
  while (game.status === 'active' && game.currentRound <= lastRound) {
    const round = game.currentRound;
    if (!isBlindRound(round)) {
      game = await act({ action: 'SELECT_LETTER', letter: CHOSEN[round / 2 - 1] ?? 'E' });
      if (game.status !== 'active') break;
    }
    game = await act({ action: 'PLACE_LETTER', cellIndex: round - 1 });
  }
  return game;
}

/** The clientId this page's app holds its friend-game seat with. */
export function clientIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clientId = sessionStorage.getItem('gridable.clientId');
    if (!clientId) throw new Error('the app has no clientId in this page yet');
    return clientId;
  });
}

export interface RestSeats {
  baseUrl: string;
  gameId: string;
  /** The clientIds of seats 1 and 2. */
  clientIds: readonly [string, string];
  /** The cell seat 1 and seat 2 fill in a round. */
  cells: readonly [(round: number) => number, (round: number) => number];
  letters: string;
  /** Pages showing the game: each round waits until they show the next, as a player would see it come. */
  followers?: readonly Page[];
}

/**
 * Plays rounds `from` to `to` of a friend game: the round's chooser sends `letters[round - 1]`, then both seats
 * place it. Round 16's letter places itself, which ends the game (and is left to the followers' screens).
 */
export async function playFriendRoundsOverRest(game: RestSeats, from: number, to: number): Promise<void> {
  const { baseUrl, gameId, clientIds, cells, letters, followers = [] } = game;
  for (let round = from; round <= to; round++) {
    const chooser = chooserForRound(round);
    await post(baseUrl, `/games/${gameId}/letter`, {
      letter: letters[round - 1] ?? 'E',
      clientId: clientIds[chooser - 1],
    });
    if (round === ROUNDS) return;
    for (const [index, cellFor] of cells.entries())
      await post(baseUrl, `/games/${gameId}/placement`, {
        playerId: index + 1,
        cellIndex: cellFor(round),
        clientId: clientIds[index],
      });
    // A page flooded with a whole game's updates at once may miss its socket's heartbeat on a busy machine and
    // drop to polling; keeping pace with the pages keeps the test about the game, not the machine.
    for (const page of followers)
      await page.getByRole('heading', { name: `Round ${round + 1} of ${ROUNDS}` }).waitFor();
  }
}
