import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyGrid } from '@gridable/common/rules';
import type { DailyGame } from './dailyGame';
import { DailyGameScreen } from './DailyGameScreen';

function gameAt(round: number, letter: string | null): DailyGame {
  return {
    gameId: 'DCS-G42-abc',
    gameNumber: 42,
    version: 1,
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
    expect(screen.getByRole('heading', { level: 1, name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByText('Gridable #42')).toBeInTheDocument();
    expect(screen.getByText(/^Today's first blind letter is\.\.\./)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Current letter/ })).not.toBeInTheDocument();
    expect(firstCell()).toHaveAttribute('aria-disabled', 'true');
    firstCell().click();
    expect(onPlace).not.toHaveBeenCalled();

    advance(1_999);
    expect(screen.getByText(/^Today's first blind letter is\.\.\./)).toBeInTheDocument();

    advance(1);
    expect(screen.queryByText(/blind letter is\.\.\./)).not.toBeInTheDocument();
    expect(screen.getByText('First blind letter')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current letter E' })).toBeInTheDocument();
    expect(firstCell()).not.toHaveAttribute('aria-disabled');
    firstCell().click();
    expect(onPlace).toHaveBeenCalledWith(0);
  });

  it('shows the blind letter at once on a tap or a key press', () => {
    const { rerender, onPlace } = renderScreen(gameAt(1, 'E'));
    fireEvent.pointerDown(screen.getByRole('region', { name: 'Round 1 of 16' }));
    expect(screen.queryByText(/blind letter is\.\.\./)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current letter E' })).toBeInTheDocument();
    // The tap that skipped the wait placed nothing.
    expect(onPlace).not.toHaveBeenCalled();

    rerender(gameAt(3, 'A'));
    expect(screen.getByText(/^Today's second blind letter is\.\.\./)).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByRole('img', { name: 'Current letter A' })).toBeInTheDocument();
  });

  it('announces each odd round with its ordinal, up to the final blind letter in round 15', () => {
    const { rerender } = renderScreen(gameAt(3, 'A'));
    expect(screen.getByText(/^Today's second blind letter is\.\.\./)).toBeInTheDocument();
    advance(2_000);
    rerender(gameAt(13, 'S'));
    expect(screen.getByText(/^Today's seventh blind letter is\.\.\./)).toBeInTheDocument();
    advance(2_000);
    rerender(gameAt(15, 'H'));
    expect(screen.getByText(/^Today's final blind letter is\.\.\./)).toBeInTheDocument();
    advance(2_000);
    expect(screen.getByRole('img', { name: 'Current letter H' })).toBeInTheDocument();
  });

  it('does not announce in even rounds: the player chooses on the letter keyboard', () => {
    renderScreen(gameAt(2, null));
    expect(screen.queryByText(/blind letter is/)).not.toBeInTheDocument();
    // The on-screen keyboard, never a text box that raises a phone's own keyboard over the grid.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const keyboard = screen.getByRole('group', { name: 'Letter' });
    expect(keyboard.querySelectorAll('button')).toHaveLength(27);
    expect(screen.getByRole('heading', { name: 'Round 2 of 16' })).toBeInTheDocument();
    expect(firstCell()).toHaveAttribute('aria-disabled', 'true');
  });

  it('explains the final round, whose letter fills the last square by itself', () => {
    renderScreen(gameAt(16, null));
    expect(screen.getByRole('heading', { name: 'Round 16 of 16' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Final round: choose the last letter. It fills your one empty square and ends the game.',
      ),
    ).toBeInTheDocument();
  });
});

describe('choosing and placing on the daily', () => {
  it('sends the letter picked on the keyboard, by tap or by typing', async () => {
    const user = userEvent.setup();
    const onSelectLetter = vi.fn();
    render(
      <MemoryRouter>
        <DailyGameScreen
          game={gameAt(2, null)}
          busy={null}
          pending={null}
          tentative={null}
          error={null}
          onChooseCell={vi.fn()}
          onConfirmPlacement={vi.fn()}
          onUndoPlacement={vi.fn()}
          onSelectLetter={onSelectLetter}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Q' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSelectLetter).toHaveBeenLastCalledWith('Q');
    await user.keyboard('z{Enter}');
    expect(onSelectLetter).toHaveBeenLastCalledWith('Z');
  });

  it('says a confirmed move on the status line', () => {
    render(
      <MemoryRouter>
        <DailyGameScreen
          game={gameAt(2, null)}
          busy={null}
          pending={null}
          tentative={null}
          error={null}
          confirmation="Letter placed!"
          onChooseCell={vi.fn()}
          onConfirmPlacement={vi.fn()}
          onUndoPlacement={vi.fn()}
          onSelectLetter={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('status-line')).toHaveTextContent(
      'Letter placed! Your pick: choose any letter.',
    );
  });

  it("offers 'Return to Menu' back to the home screen", () => {
    renderScreen(gameAt(3, 'A'));
    expect(screen.getByRole('link', { name: 'Return to Menu' })).toHaveAttribute('href', '/');
  });
});

describe('the tab title on the daily', () => {
  function screenWith(game: DailyGame, busy: 'place' | null) {
    const props = {
      pending: null,
      tentative: null,
      error: null,
      onChooseCell: vi.fn(),
      onConfirmPlacement: vi.fn(),
      onUndoPlacement: vi.fn(),
      onSelectLetter: vi.fn(),
    };
    return (
      <MemoryRouter>
        <DailyGameScreen game={game} busy={busy} {...props} />
      </MemoryRouter>
    );
  }

  it('starts with "(Your turn)" while a move is awaited, and not while the placement is on its way', () => {
    const view = render(screenWith(gameAt(2, null), null));
    expect(document.title).toBe('(Your turn) Gridable #42 · Gridable');
    view.rerender(screenWith(gameAt(2, 'Q'), null));
    expect(document.title).toBe('(Your turn) Gridable #42 · Gridable');
    view.rerender(screenWith(gameAt(2, 'Q'), 'place'));
    expect(document.title).toBe('Gridable #42 · Gridable');
    view.unmount();
  });
});
