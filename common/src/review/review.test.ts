import { describe, expect, it } from 'vitest';
import { emptyBoard, placeCode } from '../bot/board';
import { LETTER_PROBABILITIES } from '../bot/letters';
import { scoreGrid } from '../game/scoring';
import { biggestLosses } from './biggestLosses';
import { playComputerGame } from './computerGame';
import { exactValue } from './exactValue';
import { findPerfectGrid } from '../bot/perfectGrid';
import { reviewGame } from './reviewGame';
import { reviewSeed } from './reviewSeed';
import { reviewShareText, reviewSummaryLine, skillPhrase } from './shareText';
import { reviewStory } from './reviewStory';
import { skillFromLoss } from './skill';
import type { PlayedMove, ReviewRequest } from './types';

const BLIND = ['E', 'T', 'A', 'R', 'S', 'O', 'N', 'L'];
const dealt = (round: number) => BLIND[(round - 1) / 2] ?? 'E';

function dailyMoves(level: 'easy' | 'medium' | 'hard', seed = 3): PlayedMove[] {
  const game = playComputerGame('daily', 2, dealt, seed, level);
  return game.letters.map((letter, i) => ({ round: i + 1, letter, cell: game.cells[i] ?? 0 }));
}

/** A daily that ends on a perfect 32: the blind letters go where the perfect grid has them, chosen ones fill the rest. */
function perfectGameMoves(): PlayedMove[] {
  const cells = (findPerfectGrid(BLIND) ?? []).flat().map((letter) => letter ?? '');
  const taken = blindCellsOf(cells);
  const free = cells.map((_, c) => c).filter((c) => !taken.includes(c));
  return Array.from({ length: 16 }, (_, i) => {
    const cell = i % 2 === 0 ? (taken[i / 2] ?? 0) : (free[(i - 1) / 2] ?? 0);
    return { round: i + 1, letter: cells[cell] ?? 'E', cell };
  });
}

/** The cells of the perfect grid holding each blind letter, a different cell for a repeated letter. */
function blindCellsOf(cells: readonly string[]): number[] {
  const taken: number[] = [];
  for (const letter of BLIND) taken.push(cells.findIndex((l, c) => l === letter && !taken.includes(c)));
  return taken;
}

const CODE = (letter: string) => letter.charCodeAt(0) - 65;

describe('exact values near the end', () => {
  // C A T _ / O _ _ _ ...: a board with one empty cell, scored by brute force over every letter.
  function oneEmpty() {
    const letters = 'CATSOARENEARTEN'.split('');
    const board = emptyBoard();
    letters.forEach((letter, cell) => placeCode(board, cell, CODE(letter)));
    return { board, letters };
  }
  function finalScore(letters: string[], last: string): number {
    const all = [...letters, last];
    return scoreGrid([0, 1, 2, 3].map((row) => all.slice(row * 4, row * 4 + 4))).total;
  }

  it('takes the best last letter when the player chooses it', () => {
    const { board, letters } = oneEmpty();
    const best = Math.max(...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((l) => finalScore(letters, l)));
    expect(exactValue(board, 16, 0)).toBe(best);
  });

  it('averages the last letter over the draw when it is dealt', () => {
    const { board, letters } = oneEmpty();
    const mean = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].reduce(
      (sum, l, code) => sum + (LETTER_PROBABILITIES[code] ?? 0) * finalScore(letters, l),
      0,
    );
    expect(exactValue(board, 15, 0)).toBeCloseTo(mean, 9);
  });
});

describe('reviewGame', () => {
  const request: ReviewRequest = {
    kind: 'daily',
    seat: 2,
    moves: dailyMoves('easy'),
    seed: reviewSeed('g1'),
  };

  it('gives the same game the same review', () => {
    expect(reviewGame(request)).toEqual(reviewGame({ ...request, moves: [...request.moves] }));
  });

  it('adds the moves up to the points lost and the skill', () => {
    const review = reviewGame(request);
    expect(review.moves).toHaveLength(16);
    const sum = review.moves.reduce((total, move) => total + move.lost, 0);
    expect(review.pointsLost).toBeCloseTo(sum, 6);
    expect(review.skill).toBe(skillFromLoss(review.pointsLost));
    for (const move of review.moves) {
      expect(move.lost).toBeGreaterThanOrEqual(0);
      expect(move.lost).toBeCloseTo(Math.max(0, move.expectedComputer - move.expectedYours), 1);
    }
    expect(review.moves.map((m) => m.chose)).toEqual(review.moves.map((m) => m.round % 2 === 0));
    expect(review.moves.filter((m) => m.computerLetter !== null).every((m) => m.chose)).toBe(true);
  });

  it('charges an exact loss for a worse endgame placement and none for the best', () => {
    const moves = dailyMoves('hard');
    const base = reviewGame({ ...request, moves });
    const round15 = base.moves[14];
    expect(round15?.exact).toBe(true);
    // Swap the cells of rounds 15 and 16: the other endgame placement of the same letters.
    const swapped = moves.map((move) => ({ ...move }));
    const [a, b] = [swapped[14], swapped[15]];
    if (!a || !b) throw new Error('missing moves');
    [a.cell, b.cell] = [b.cell, a.cell];
    const worse = reviewGame({ ...request, moves: swapped }).moves[14];
    const bestCell = round15?.computerCell;
    const playedBest = moves[14]?.cell === bestCell;
    const loser = playedBest ? worse : round15;
    const winner = playedBest ? round15 : worse;
    expect(winner?.lost).toBe(0);
    expect(loser?.expectedComputer).toBe(winner?.expectedYours);
  });

  it('grades Hard play above Easy play', () => {
    const easy = reviewGame({ ...request, moves: dailyMoves('easy', 11) });
    const hard = reviewGame({ ...request, moves: dailyMoves('hard', 11) });
    expect(hard.pointsLost).toBeLessThan(easy.pointsLost);
    expect(hard.skill).toBeGreaterThan(easy.skill);
  });

  it("shows the Medium computer's own game on the dealt letters beside a daily", () => {
    const review = reviewGame(request);
    const dealtRounds = review.computerGame.letters.filter((_, i) => i % 2 === 0);
    expect(dealtRounds).toEqual(BLIND);
    expect(review.computerGame).toEqual(playComputerGame('daily', 2, dealt, request.seed, 'medium'));
  });

  it('tells one story: expected at the start − points lost + luck = score, as shown', () => {
    // A perfect 32 from risky moves: the moves gave points up and the letters paid it back, so luck is
    // large and positive instead of a "lost 7 points" that a 32 cannot explain.
    const perfect = perfectGameMoves();
    const games = [dailyMoves('easy'), dailyMoves('hard'), perfect].map((moves) =>
      reviewGame({ ...request, moves }),
    );
    for (const review of games) {
      const { expectedAtStart, luck } = review.luck;
      expect(expectedAtStart).toBe(review.moves[0]?.expectedComputer);
      const shown = (x: number) => Number(x.toFixed(1));
      expect(shown(shown(expectedAtStart) - shown(review.pointsLost) + luck)).toBe(review.score);
      const story = reviewStory(review);
      const [start, lost, came] = [...story.matchAll(/\d+\.\d/g)].map((m) => Number(m[0]));
      const signed = /took away/.test(story) ? -(came ?? 0) : (came ?? 0);
      expect(shown((start ?? 0) - (lost ?? 0) + signed)).toBe(review.score);
      expect(story).toMatch(new RegExp(`for your score of ${review.score}\\.$`));
    }
    const best = games[2];
    expect(best?.score).toBe(32);
    expect(best?.pointsLost).toBeGreaterThan(1);
    expect(best?.luck.luck).toBeGreaterThan(best?.pointsLost ?? 0);
  });

  it('refuses a game that is not 16 placements in empty cells', () => {
    expect(() => reviewGame({ ...request, moves: request.moves.slice(0, 15) })).toThrow(RangeError);
    const twice = request.moves.map((move, i) =>
      i === 3 ? { ...move, cell: request.moves[2]?.cell ?? 0 } : move,
    );
    expect(() => reviewGame({ ...request, moves: twice })).toThrow(RangeError);
  });
});

describe('skill, luck and sharing', () => {
  it('maps points lost to a skill that only falls', () => {
    expect(skillFromLoss(0)).toBe(99);
    expect(skillFromLoss(2)).toBe(91);
    expect(skillFromLoss(24)).toBe(49);
    for (let lost = 0; lost < 60; lost++) {
      expect(skillFromLoss(lost + 1)).toBeLessThanOrEqual(skillFromLoss(lost));
      expect(skillFromLoss(lost)).toBeGreaterThan(0);
    }
  });

  it('shares skill and loss without a letter', () => {
    expect(reviewSummaryLine(91, 2.3)).toBe("Skill 91 · gave up 2 points to the Hard computer's moves");
    expect(reviewSummaryLine(99, 0.2)).toBe('Skill 99 · matched the Hard computer move for move');
    // The page shows 13.46 as 13.5: the line agrees with it.
    expect(reviewSummaryLine(63, 13.46)).toBe("Skill 63 · gave up 14 points to the Hard computer's moves");
    // The page shows 14.45 as 14.4 (toFixed reads its binary value, just under): the line says 14, not 15.
    expect(reviewSummaryLine(63, 14.45)).toBe("Skill 63 · gave up 14 points to the Hard computer's moves");
    expect(reviewShareText('Gridable #12', 91, 1, 'https://x/share/a')).toBe(
      "Gridable #12 review\nSkill 91 · gave up 1 point to the Hard computer's moves\nhttps://x/share/a",
    );
  });

  it('never calls a loss of half the expected score a few points', () => {
    for (const lost of [8, 12, 15, 19]) expect(skillPhrase(skillFromLoss(lost))).not.toMatch(/a few/);
    expect(skillPhrase(skillFromLoss(12))).toBe('Solid game, with points to find in the marked moves');
  });

  it('marks the moves that lost most, worst first', () => {
    const move = (round: number, lost: number) => ({
      round,
      lost,
      letter: 'A',
      cell: 0,
      chose: false,
      computerCell: 0,
      computerLetter: null,
      expectedYours: 0,
      expectedComputer: 0,
      exact: false,
    });
    expect(biggestLosses([move(1, 0.2), move(2, 3), move(3, 1), move(4, 3), move(5, 2)])).toEqual([2, 4, 5]);
  });
});
