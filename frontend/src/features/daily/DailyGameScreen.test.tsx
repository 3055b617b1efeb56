import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyGrid } from '@gridable/common/rules';
import type { DailyGame } from './dailyGame';
import { DailyGameScreen } from './DailyGameScreen';

function gameAt(round: number, letter: string | null): DailyGame {
  return {
    gameId: 'DCS-G42-abc',
    gameNumber: 42,
    date: '2025-02-11',
    status: 'active',
    currentRound: round,
    currentLetter: letter,
    roundState: letter ? 'LETTER_PROVIDED' : 'AWAITING_LETTER',
    grid: emptyGrid(),
    words: [],
    score: 0,
    archive: false,
  };
}

function renderScreen(game: DailyGame, onPlace = vi.fn()) {
  const props = {
    busy: null,
    pending: null,
    tentative: null,
    error: null,
    onChooseCell: onPlace,
    onConfirmPlacement: vi.fn(),
    onUndoPlacement: vi.fn(),
    onSelectLetter: vi.fn(),
  };
  const view = render(
    <MemoryRouter>
      <DailyGameScreen game={game} {...props} />
    </MemoryRouter>,
  );
  const rerender = (next: DailyGame) =>
    view.rerender(
      <MemoryRouter>
        <DailyGameScreen game={next} {...props} />
      </MemoryRouter>,
    );
  return { ...view, rerender, onPlace };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const firstCell = () => screen.getByRole('button', { name: 'Row 1, column 1, empty' });

describe('the blind letter announcement', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the first blind letter for exactly 2 seconds, holding the letter and the grid back meanwhile', () => {
    const { onPlace } = renderScreen(gameAt(1, 'E'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gridable #42' })).toBeInTheDocument();
    expect(screen.getByText("Today's first blind letter is...")).toBeInTheDocument();
    expect(screen.queryByText('Current letter:')).not.toBeInTheDocument();
    expect(firstCell()).toHaveAttribute('aria-disabled', 'true');
    firstCell().click();
    expect(onPlace).not.toHaveBeenCalled();

    advance(1_999);
    expect(screen.getByText("Today's first blind letter is...")).toBeInTheDocument();

    advance(1);
    expect(screen.queryByText("Today's first blind letter is...")).not.toBeInTheDocument();
    expect(screen.getByText("Today's first blind letter")).toBeInTheDocument();
    expect(screen.getByText('Current letter:').parentElement).toHaveTextContent('E');
    expect(firstCell()).not.toHaveAttribute('aria-disabled');
    firstCell().click();
    expect(onPlace).toHaveBeenCalledWith(0);
  });

  it('announces each odd round with its ordinal, up to the final blind letter in round 15', () => {
    const { rerender } = renderScreen(gameAt(3, 'A'));
    expect(screen.getByText("Today's second blind letter is...")).toBeInTheDocument();
    advance(2_000);
    rerender(gameAt(13, 'S'));
    expect(screen.getByText("Today's seventh blind letter is...")).toBeInTheDocument();
    advance(2_000);
    rerender(gameAt(15, 'H'));
    expect(screen.getByText("Today's final blind letter is...")).toBeInTheDocument();
    advance(2_000);
    expect(screen.getByText('Current letter:').parentElement).toHaveTextContent('H');
  });

  it('does not announce in even rounds: the player chooses the letter', () => {
    renderScreen(gameAt(2, null));
    expect(screen.queryByText(/blind letter is/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Choose a letter' })).toBeInTheDocument();
    expect(screen.getByText('Round 2 of 16')).toBeInTheDocument();
    expect(firstCell()).toHaveAttribute('aria-disabled', 'true');
  });

  it('explains the final round, whose letter fills the last square by itself', () => {
    renderScreen(gameAt(16, null));
    expect(screen.getByText('Round 16 of 16')).toBeInTheDocument();
    expect(
      screen.getByText('Choose the last letter. It fills your one empty square and ends the game.'),
    ).toBeInTheDocument();
  });

  it('offers How to Play with More Info, the Word Checker in a new tab, and Return to Menu', () => {
    vi.useRealTimers();
    renderScreen(gameAt(2, null));
    expect(screen.getByRole('button', { name: 'How to Play' })).toBeInTheDocument();
    const checker = screen.getByRole('link', { name: /Word Checker/ });
    expect(checker).toHaveAttribute('href', '/word-checker');
    expect(checker).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Return to Menu' })).toBeInTheDocument();
  });
});
