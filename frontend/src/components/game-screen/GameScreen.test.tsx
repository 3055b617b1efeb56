import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { emptyGrid, placeLetterInGrid } from '@gridable/common';
import type { ScoredWord } from '@gridable/common';
import { GameScreen, type GameScreenProps } from './GameScreen';

const announcement = () => screen.getByTestId('score-announcement');

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

describe('GameScreen', () => {
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
