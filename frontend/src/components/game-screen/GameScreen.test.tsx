import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyGrid, placeLetterInGrid } from '@gridable/common';
import type { ScoredWord } from '@gridable/common';
import { GameScreen, type GameScreenProps } from './GameScreen';

const announcement = () => screen.getByTestId('score-announcement');

/** Resolves once the next frame is painted and the task queued after it has run. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

const atWord: ScoredWord = { word: 'AT', points: 2, direction: 'row', line: 0, start: 0, cells: [0, 1] };

function placing(overrides: Partial<GameScreenProps> = {}): GameScreenProps {
  return {
    phase: 'place',
    round: 2,
    status: 'Place the letter T on your grid.',
    isYourTurn: true,
    letter: null,
    score: 0,
    grid: placeLetterInGrid(emptyGrid(), 0, 'A'),
    words: [],
    pending: null,
    onCellClick: () => undefined,
    ...overrides,
  };
}

/** Records, for every node the page removes, whether focus was still inside it as it went. */
function watchRemovals(): { removedWithFocus: string[] } {
  const seen = { removedWithFocus: [] as string[] };
  const remove = Object.getOwnPropertyDescriptor(Node.prototype, 'removeChild')?.value as (
    this: Node,
    child: Node,
  ) => Node;
  vi.spyOn(Node.prototype, 'removeChild').mockImplementation(function <T extends Node>(
    this: Node,
    child: T,
  ): T {
    const focused = document.activeElement;
    if (focused && focused !== document.body && child.contains(focused))
      seen.removedWithFocus.push(focused.textContent ?? '');
    return remove.call(this, child) as T;
  });
  return seen;
}

describe('GameScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('how the grid scores, for a first game', () => {
    const hint = 'Each row and column scores its best word: 2, 3 or 4 points for 2, 3 or 4 letters.';
    const empty = { grid: emptyGrid(), onCellClick: undefined, letter: null };

    it('is under the grid while the first rounds wait on the other player or a blind letter', () => {
      const { rerender } = render(
        <GameScreen
          {...placing({ ...empty, phase: 'wait', round: 1 })}
          status="Waiting for opponent to choose a letter..."
        />,
      );
      // The spec's status line stays as it is; the hint sits beside it.
      expect(screen.getByText('Waiting for opponent to choose a letter...')).toBeInTheDocument();
      expect(screen.getByText(hint)).toBeInTheDocument();
      rerender(<GameScreen {...placing({ phase: 'wait', round: 2, onCellClick: undefined })} />);
      expect(screen.getByText(hint)).toBeInTheDocument();
      rerender(<GameScreen {...placing({ ...empty, phase: 'announce', round: 1 })} />);
      expect(screen.getByText(hint)).toBeInTheDocument();
    });

    it('gives its room to an alert', () => {
      render(
        <GameScreen
          {...placing({ ...empty, phase: 'wait', round: 1 })}
          alert="Connection lost. Please reconnect."
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Connection lost. Please reconnect.');
      expect(screen.queryByText(hint)).toBeNull();
    });

    it('leaves the room to the keyboard and to Submit, and goes once the game is under way', () => {
      const { rerender } = render(
        <GameScreen
          {...placing({ ...empty, phase: 'choose', round: 1 })}
          chooser={{ onSubmit: () => undefined }}
        />,
      );
      expect(screen.queryByText(hint)).toBeNull();
      const confirm = { onConfirm: () => undefined, canConfirm: false, isBusy: false };
      rerender(<GameScreen {...placing({ ...empty, round: 1 })} confirm={confirm} />);
      expect(screen.getByText('Tap an empty square to place the letter.')).toBeInTheDocument();
      expect(screen.queryByText(hint)).toBeNull();
      rerender(<GameScreen {...placing({ phase: 'wait', round: 3, onCellClick: undefined })} />);
      expect(screen.queryByText(hint)).toBeNull();
    });
  });

  it('lets go of focus before the Submit of an accepted placement leaves, then focuses the next letter', async () => {
    const confirm = { onConfirm: () => undefined, canConfirm: true, isBusy: false };
    const { rerender } = render(
      <GameScreen {...placing({ pending: { cellIndex: 1, letter: 'T' } })} confirm={confirm} />,
    );
    screen.getByRole('button', { name: 'Submit' }).focus();
    const removals = watchRemovals();
    rerender(
      <GameScreen
        {...placing({ phase: 'choose', round: 3, onCellClick: undefined })}
        confirm={confirm}
        chooser={{ onSubmit: () => undefined }}
      />,
    );
    // A focused element's removal costs Chromium a whole-page layout on the spot (see useReleaseFocusOnUnmount).
    expect(removals.removedWithFocus).toEqual([]);
    await nextPaint();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A' }));
  });

  it('lets go of focus before the letter keyboard leaves once the letter is sent, then focuses the grid', async () => {
    const chooser = { onSubmit: () => undefined };
    const { rerender } = render(
      <GameScreen {...placing({ phase: 'choose', onCellClick: undefined })} chooser={chooser} />,
    );
    screen.getByRole('button', { name: 'K' }).focus();
    const removals = watchRemovals();
    rerender(<GameScreen {...placing({ letter: 'K' })} chooser={chooser} />);
    expect(removals.removedWithFocus).toEqual([]);
    await nextPaint();
    expect(document.activeElement).toHaveAccessibleName(/^Row 1, column 2, empty$/);
  });

  it('moves focus to your part of the round only once the frame that shows it has been painted', async () => {
    const chooser = { onSubmit: () => undefined };
    const { rerender } = render(
      <GameScreen {...placing({ phase: 'wait', onCellClick: undefined })} chooser={chooser} />,
    );
    rerender(
      <GameScreen {...placing({ phase: 'choose', round: 3, onCellClick: undefined })} chooser={chooser} />,
    );
    // Focusing lays out the page there and then; the page just changed, so the tap's frame would wait for it.
    expect(document.activeElement).toBe(document.body);
    await nextPaint();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'A' }));
    // Your part of the round ending before its frame was painted leaves nothing to focus.
    rerender(<GameScreen {...placing({ phase: 'wait', round: 4, onCellClick: undefined })} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<GameScreen {...placing({ round: 4 })} />);
    rerender(<GameScreen {...placing({ phase: 'wait', round: 5, onCellClick: undefined })} />);
    await nextPaint();
    expect(document.activeElement).toBe(document.body);
  });

  it('lets go of focus on Submit at the tap, before the move is sent', async () => {
    const focusedAtConfirm: (Element | null)[] = [];
    const confirm = {
      onConfirm: () => focusedAtConfirm.push(document.activeElement),
      canConfirm: true,
      isBusy: false,
    };
    render(<GameScreen {...placing({ pending: { cellIndex: 1, letter: 'T' } })} confirm={confirm} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.click(submit);
    // Blurring once React is changing the page (the Submit leaving) lays out the half-changed page on the spot.
    expect(focusedAtConfirm).toEqual([document.body]);
  });

  it('brings focus back to the placement when a Submit is refused, after letting go of it at the tap', async () => {
    const confirm = { onConfirm: () => undefined, canConfirm: true, isBusy: false };
    const pending = { cellIndex: 1, letter: 'T' };
    const { rerender } = render(<GameScreen {...placing({ pending })} confirm={confirm} />);
    await nextPaint();
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.click(submit);
    rerender(<GameScreen {...placing({ pending })} confirm={{ ...confirm, isBusy: true }} />);
    await nextPaint();
    expect(document.activeElement).toBe(document.body);
    // The server said no (or the connection dropped): the same round's placement is the player's again.
    rerender(<GameScreen {...placing({ pending })} confirm={confirm} />);
    await nextPaint();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Row 1, column 2/ }));
  });

  it('tells a screen reader the new score once a placement scores, through the next choosing phase', () => {
    const { rerender } = render(<GameScreen {...placing()} />);
    // The score a page opens with is on screen to read, not spoken over the round's prompt.
    expect(announcement()).toHaveTextContent(/^$/);
    expect(announcement()).toHaveAttribute('aria-live', 'polite');
    const scored = placeLetterInGrid(placing().grid, 1, 'T');
    rerender(
      <GameScreen
        {...placing({
          phase: 'choose',
          round: 3,
          score: 2,
          grid: scored,
          words: [atWord],
          onCellClick: undefined,
        })}
        chooser={{ onSubmit: () => undefined }}
      />,
    );
    expect(announcement()).toHaveTextContent('Your score is now 2.');
  });
});
