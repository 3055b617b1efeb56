// One soak game: random transports, random interleavings, duplicate and wrong-turn moves, reconnects; then an exact check.
import {
  TOTAL_ROUNDS,
  chooserForRound,
  emptyCellIndexes,
  emptyGrid,
  placeLetterInGrid,
  scoreGrid,
  seatView,
  type Grid,
} from '@gridable/common';
import {
  createGame,
  fetchGame,
  restPlayer,
  socketPlayer,
  type Outcome,
  type SoakPlayer,
} from './soakPlayers';

export interface SoakCounters {
  moves: number;
  duplicates: number;
  wrongTurn: number;
  early: number;
  reconnects: number;
  restPlayers: number;
  socketPlayers: number;
}

export function newCounters(): SoakCounters {
  return { moves: 0, duplicates: 0, wrongTurn: 0, early: 0, reconnects: 0, restPlayers: 0, socketPlayers: 0 };
}

const LETTERS = 'AAEEIOUSTRNLDCMPBHGOATSEN';

const pause = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve();

/** Exactly one of concurrent identical attempts may land; the rest must be refused, never double-applied. */
function expectOneOk(outcomes: Outcome[], what: string): number {
  const ok = outcomes.findIndex((o) => o.ok);
  const count = outcomes.filter((o) => o.ok).length;
  if (count !== 1)
    throw new Error(
      `${what}: ${count} of ${outcomes.length} concurrent attempts succeeded (${outcomes.map((o) => (o.ok ? 'ok' : o.error)).join(' | ')})`,
    );
  return ok;
}

function refused(outcome: Outcome, what: string): void {
  if (outcome.ok) throw new Error(`${what} was accepted`);
}

/** Plays one whole game and checks it against common's rules; throws a sentence on any difference. */
export async function playSoakGame(url: string, random: () => number, counters: SoakCounters): Promise<void> {
  const chance = (p: number): boolean => random() < p;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const gameId = await createGame(url);
  const players: SoakPlayer[] = [];
  try {
    for (const seat of [1, 2] as const) {
      const player = chance(0.2)
        ? await restPlayer(url, gameId, seat)
        : await socketPlayer(url, gameId, seat);
      players.push(player);
      if (player.transport === 'rest') counters.restPlayers += 1;
      else counters.socketPlayers += 1;
    }
    const [p1, p2] = players as [SoakPlayer, SoakPlayer];
    const grids: Record<1 | 2, Grid> = { 1: emptyGrid(), 2: emptyGrid() };

    for (let round = 1; round <= TOTAL_ROUNDS; round++) {
      const chooser = chooserForRound(round) === 1 ? p1 : p2;
      const other = chooser === p1 ? p2 : p1;
      const letter = pick([...LETTERS]);
      if (chance(0.03)) {
        counters.early += 1;
        refused(
          await pick(players).place(pick(emptyCellIndexes(grids[1]))),
          `round ${round}: a placement before the letter`,
        );
      }
      if (chance(0.05)) {
        counters.wrongTurn += 1;
        refused(await other.letter(letter), `round ${round}: the other player's letter`);
      }
      const sends = chance(0.1) ? 2 : 1;
      if (sends === 2) counters.duplicates += 1;
      expectOneOk(
        await Promise.all(Array.from({ length: sends }, () => chooser.letter(letter))),
        `round ${round} letter`,
      );
      counters.moves += 1;
      if (round === TOTAL_ROUNDS) {
        // The final letter has one legal cell on each grid: the server places it for both.
        for (const seat of [1, 2] as const)
          grids[seat] = placeLetterInGrid(grids[seat], emptyCellIndexes(grids[seat])[0] ?? 0, letter);
        break;
      }
      if (chance(0.05)) {
        counters.reconnects += 1;
        const state = await pick(players).reconnect();
        if (state.currentRound !== round || state.currentLetter !== letter) {
          throw new Error(
            `round ${round}: resync says round ${state.currentRound}, letter ${String(state.currentLetter)}`,
          );
        }
      }
      // Both players place in a random order with random gaps, or at the same instant; some send twice.
      await Promise.all(
        [p1, p2].map(async (player) => {
          await pause(chance(0.5) ? 0 : Math.floor(random() * 5));
          const free = emptyCellIndexes(grids[player.seat]);
          const cells = chance(0.1) ? [pick(free), pick(free)] : [pick(free)];
          if (cells.length === 2) counters.duplicates += 1;
          const outcomes = await Promise.all(cells.map((cell) => player.place(cell)));
          const landed = cells[expectOneOk(outcomes, `round ${round} seat ${player.seat} placement`)] ?? 0;
          grids[player.seat] = placeLetterInGrid(grids[player.seat], landed, letter);
          counters.moves += 1;
        }),
      );
    }

    const game = await fetchGame(url, gameId);
    const expected = { 1: scoreGrid(grids[1]), 2: scoreGrid(grids[2]) };
    const problems: string[] = [];
    if (game.status !== 'completed') problems.push(`status ${game.status}`);
    for (const seat of [1, 2] as const) {
      const own = seatView(game, seat);
      if (JSON.stringify(own.grid) !== JSON.stringify(grids[seat]))
        problems.push(`player ${seat} grid differs`);
      if (own.score !== expected[seat].total)
        problems.push(`player ${seat} score ${own.score}, common says ${expected[seat].total}`);
      if (JSON.stringify(own.words) !== JSON.stringify(expected[seat].words))
        problems.push(`player ${seat} words differ`);
    }
    for (const player of players) {
      if (!(await player.sawGameComplete(5_000)))
        problems.push(`seat ${player.seat} never heard GAME_COMPLETE`);
    }
    if (problems.length) throw new Error(`${gameId}: ${problems.join('; ')}`);
  } finally {
    for (const player of players) player.close();
  }
}
