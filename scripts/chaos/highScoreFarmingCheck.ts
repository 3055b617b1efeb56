// highscore-farming: one client plays today with a throwaway identity, reads the day's letters (revealed to
// a player who finished), solves them with the project's own solver, and plays the solved grid with a
// second fresh identity. "Today's high score", as the home and end screens read it, must not become the
// farmed score.
import { randomUUID } from 'node:crypto';
import {
  betterThanPercent,
  findPerfectGrid,
  isBlindRound,
  playDailyAsComputer,
  TOTAL_ROUNDS,
  type DailyGameView,
  type Grid,
  type SequenceResponse,
  type TodayHighScoreResponse,
} from '@gridable/common';
import { startServerProcess } from '../bench/support/serverProcess';
import { freshIp, request, type CheckResult } from './support';

type Act = (body: Record<string, unknown>) => Promise<DailyGameView>;

/** Starts today's game for a new identity from `ip`; `act` sends one action and returns the new state. */
async function startToday(
  url: string,
  ip: string,
): Promise<{ game: DailyGameView; act: Act; playerUUID: string }> {
  const playerUUID = randomUUID();
  const created = await request(`${url}/api/daily-challenge-simple`, {
    method: 'POST',
    ip,
    body: { playerUUID, userTimezone: 'UTC' },
  });
  const game = (created.body as { game?: DailyGameView }).game;
  if (created.status !== 201 || !game) throw new Error(`daily create: ${created.status}`);
  const act: Act = async (body) => {
    const reply = await request(`${url}/api/daily-challenge-simple/${game.gameId}/action`, {
      method: 'POST',
      ip,
      body: { ...body, playerUUID },
    });
    const next = (reply.body as { game?: DailyGameView; error?: string }).game;
    if (reply.status !== 200 || !next)
      throw new Error(`daily action: ${reply.status} ${(reply.body as { error?: string }).error ?? ''}`);
    return next;
  };
  return { game, act, playerUUID };
}

/** A grid holding the day's eight blind letters: a perfect one if the solver finds it, else the par game's. */
function solve(blind: readonly string[]): { grid: Grid; how: string } {
  const perfect = findPerfectGrid(blind);
  if (perfect) return { grid: perfect, how: 'perfect grid' };
  return { grid: playDailyAsComputer(blind, 'hard', 1).grid, how: "the par computer's grid" };
}

/**
 * Plays `grid` through the rounds: blind letter i goes to a cell of the grid holding it (fixed up front, so
 * a chosen letter never takes a cell a later blind letter needs), each chosen round picks a letter of a
 * cell the blind letters leave and places it there.
 */
async function playGrid(
  start: DailyGameView,
  act: Act,
  grid: Grid,
  blind: readonly string[],
): Promise<DailyGameView> {
  const free = grid.flat().map((letter, cell) => ({ letter, cell }));
  const blindCells = blind.map((letter) => {
    const at = free.findIndex((c) => c.letter === letter);
    if (at < 0) throw new Error(`the solved grid has no free ${letter}`);
    return free.splice(at, 1)[0]?.cell ?? 0;
  });
  let game = start;
  for (let round = 1; round <= TOTAL_ROUNDS && game.status === 'active'; round++) {
    if (isBlindRound(round)) {
      const i = (round - 1) / 2;
      if (game.currentLetter !== blind[i])
        throw new Error(
          `round ${round} drew ${game.currentLetter ?? '?'}, not the revealed ${blind[i] ?? '?'}`,
        );
      game = await act({ action: 'PLACE_LETTER', cellIndex: blindCells[i] });
      continue;
    }
    const chosen = free.shift();
    if (!chosen) throw new Error('no cell left to choose for');
    game = await act({ action: 'SELECT_LETTER', letter: chosen.letter });
    if (game.status === 'active') game = await act({ action: 'PLACE_LETTER', cellIndex: chosen.cell });
  }
  return game;
}

/** Any game through: blind letters and 'E' for every choice, cells in order. */
async function playAnyhow(start: DailyGameView, act: Act): Promise<DailyGameView> {
  let game = start;
  for (let cell = 0; game.status === 'active'; cell++) {
    if (!isBlindRound(game.currentRound)) game = await act({ action: 'SELECT_LETTER', letter: 'E' });
    if (game.status === 'active') game = await act({ action: 'PLACE_LETTER', cellIndex: cell });
  }
  return game;
}

export async function highScoreFarming(): Promise<CheckResult> {
  const server = await startServerProcess('gridable', { env: { TRUST_PROXY: 'loopback' } });
  try {
    // One person, one machine: both identities play from the same address.
    const ip = freshIp();
    const throwaway = await startToday(server.url, ip);
    const first = await playAnyhow(throwaway.game, throwaway.act);
    const sequence = (
      await request(
        `${server.url}/api/daily-challenge-sequence/${encodeURIComponent(first.dailyChallengeDate)}?playerUUID=${throwaway.playerUUID}`,
        { ip },
      )
    ).body as SequenceResponse;
    if (!sequence.sequence) throw new Error('the letters were not revealed to the player who finished');
    const blind = sequence.sequence;
    const solved = solve(blind);

    const farmer = await startToday(server.url, ip);
    const farmed = await playGrid(farmer.game, farmer.act, solved.grid, blind);
    const today = (await request(`${server.url}/api/daily-challenge/today-high-score?timezone=UTC`))
      .body as TodayHighScoreResponse;
    const counted = (today.distribution ?? []).reduce((a, b) => a + b, 0);
    const percent = betterThanPercent(today.distribution ?? [], farmed.playerScore);
    const shown = today.todaysHighScore;
    return {
      name: 'highscore-farming',
      pass: farmed.status === 'completed' && shown !== farmed.playerScore,
      figures:
        `day #${first.gameNumber} letters ${blind.join('')} solved (${solved.how}); throwaway scored ${first.playerScore}, ` +
        `farmed game ${farmed.status} with ${farmed.playerScore} (par ${sequence.par ?? '?'}); ` +
        `"Today's high score" shows ${shown ?? 'none'}; distribution counts ${counted} player(s), ` +
        `the farmed score's line: ${percent === null ? 'no percentile (too few counted players)' : `better than ${percent}%`}`,
    };
  } finally {
    await server.stop();
  }
}
