import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GameReview, MoveReview } from '@gridable/common/rules';
import { Replay } from './Replay';

const LETTERS = 'CATSDOGERANTLIPS';

function move(round: number): MoveReview {
  const lost = round === 5 ? 3 : 0;
  return {
    round,
    letter: LETTERS[round - 1] ?? 'A',
    cell: round - 1,
    chose: round % 2 === 0,
    computerCell: round - 1,
    computerLetter: round % 2 === 0 ? (LETTERS[round - 1] ?? 'A') : null,
    expectedYours: 20,
    expectedComputer: 20 + lost,
    lost,
    exact: false,
  };
}

const review: GameReview = {
  kind: 'computer',
  seat: 1,
  score: 20,
  moves: Array.from({ length: 16 }, (_, i) => move(i + 1)),
  pointsLost: 3,
  skill: 80,
  luck: { expectedAtStart: 23, luck: 0 },
  computerGame: { letters: [...LETTERS], cells: [], score: 18 },
};

function chips(): HTMLElement[] {
  return screen.getAllByRole('button', { name: /^Round \d+, letter/ });
}

describe('Replay letter chips', () => {
  it('are one Tab stop, on the current round, and arrows carry the focus along them', async () => {
    const user = userEvent.setup();
    render(<Replay review={review} other={{ label: 'Computer', moves: [] }} />);
    // The replay opens on the move that lost the most (round 5): only its chip is in the Tab order.
    expect(
      chips()
        .filter((chip) => chip.tabIndex === 0)
        .map((chip) => chip.textContent),
    ).toEqual(['D']);

    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Round 5, letter D, lost the most');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Round 6, letter O');
    expect(screen.getByText('Round 6 of 16')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName('Round 16, letter S');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Round 1, letter C');
    expect(screen.getByText('Round 1 of 16')).toBeInTheDocument();

    // One more Tab leaves the chips for the stepper, not the second chip.
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Next round');
  });
});

describe('Replay move note', () => {
  it('words a loss shown as 0.0 as none, never points at a hidden tile, and is read out on each step', async () => {
    const user = userEvent.setup();
    const moves = review.moves.map((m) =>
      m.round === 6
        ? { ...m, computerCell: 15, lost: 0.03, expectedComputer: 20.03 }
        : m.round === 8
          ? { ...m, computerLetter: 'A', lost: 2.5, expectedComputer: 22.5 }
          : m,
    );
    render(<Replay review={{ ...review, moves }} other={{ label: 'Computer', moves: [] }} />);
    const note = screen.getByTestId('move-note');
    expect(note).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Round 6, letter O' }));
    expect(note).toHaveTextContent('put it in row 4, column 4 (shown dashed). Yours was as good.');
    expect(note).not.toHaveTextContent('Lost 0.0');
    await user.click(screen.getByRole('button', { name: /^Round 8, letter E/ }));
    expect(note).toHaveTextContent(
      'The Hard computer would have chosen A instead, for the same cell. Lost 2.5 points.',
    );
    expect(note).not.toHaveTextContent('dashed');
  });
});

describe('Replay reason for a loss', () => {
  it('says why a flagged move lost, from the real position, beside the points', () => {
    // A real daily's moves (row * 4 + column), graded as its review graded round 12: R belonged in cell 9.
    const cells = [5, 1, 6, 10, 7, 4, 14, 2, 0, 15, 13, 8, 11, 3, 12, 9];
    const moves = cells.map((cell, i) => ({
      ...move(i + 1),
      letter: 'EHTEAFRASNORNMLD'[i] ?? 'E',
      cell,
      computerCell: i === 11 ? 9 : cell,
      computerLetter: null,
      lost: i === 11 ? 3.63 : 0,
    }));
    render(<Replay review={{ ...review, moves }} other={{ label: 'Computer', moves: [] }} />);
    // The replay opens on the move that lost most, round 12.
    expect(screen.getByText('Round 12 of 16')).toBeInTheDocument();
    expect(screen.getByTestId('move-note')).toHaveTextContent('Lost 3.6 points.');
    expect(screen.getByTestId('loss-reason')).toHaveTextContent(
      "Your R leaves its row and column 7 points at most (row 3: REED, column 1: FRO); the Hard computer's R in row 3, column 2 leaves 8 (row 3: AREA, column 2: HERO).",
    );
  });

  it('says nothing more for a move that lost nothing', async () => {
    const user = userEvent.setup();
    render(<Replay review={review} other={{ label: 'Computer', moves: [] }} />);
    await user.click(screen.getByRole('button', { name: /^Round 2, letter/ }));
    expect(screen.queryByTestId('loss-reason')).toBeNull();
  });
});

describe('Replay stepper', () => {
  it('keeps the focus on the stepper when a button reaches its end and is disabled', async () => {
    const user = userEvent.setup();
    render(<Replay review={review} other={{ label: 'Computer', moves: [] }} />);
    await user.click(screen.getByRole('button', { name: /^Round 15, letter/ }));
    await user.click(screen.getByRole('button', { name: 'Next round' }));
    expect(screen.getByText('Round 16 of 16')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next round' })).toBeDisabled();
    expect(document.activeElement).toHaveAccessibleName('Previous round');
    await user.click(screen.getByRole('button', { name: /^Round 2, letter/ }));
    screen.getByRole('button', { name: 'Previous round' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Round 1 of 16')).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Next round');
  });
});
