// How much of the grid a change draws again: on a slow phone every cell redrawn is main-thread time between a tap
// and its frame. A cell names itself once per render, so counting the names asked for counts the cells drawn.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { emptyGrid, placeLetterInGrid } from '@gridable/common';
import { GridBoard, type GridBoardProps } from './GridBoard';
import { cellLabel } from './gridLabels';

import type * as labels from './gridLabels';

vi.mock('./gridLabels', async (importOriginal) => {
  const real = await importOriginal<typeof labels>();
  return { ...real, cellLabel: vi.fn(real.cellLabel) };
});

const named = vi.mocked(cellLabel);
/** The cells drawn since the last look, by index. */
function cellsDrawn(): number[] {
  const drawn = named.mock.calls.map(([cellIndex]) => cellIndex);
  named.mockClear();
  return [...new Set(drawn)].sort((a, b) => a - b);
}

function board(overrides: Partial<GridBoardProps> = {}): GridBoardProps {
  return {
    grid: placeLetterInGrid(emptyGrid(), 0, 'C'),
    label: 'Your grid',
    onCellClick: () => undefined,
    onType: () => undefined,
    pending: null,
    ...overrides,
  };
}

describe('GridBoard renders', () => {
  afterEach(() => named.mockClear());

  it('draws again only the cells a temporary tile leaves and lands in', () => {
    const { rerender } = render(<GridBoard {...board({ pending: { cellIndex: 5, letter: 'A' } })} />);
    expect(cellsDrawn()).toHaveLength(16);
    // A page's handlers are new functions on each of its renders: the cells must not depend on that.
    rerender(
      <GridBoard {...board({ pending: { cellIndex: 6, letter: 'A' } })} onCellClick={() => undefined} />,
    );
    expect(cellsDrawn()).toEqual([5, 6]);
  });

  it('draws no cell again when the page around it renders for something else', () => {
    const props = board();
    const { rerender } = render(<GridBoard {...props} />);
    cellsDrawn();
    rerender(<GridBoard {...props} onType={() => undefined} words={[]} />);
    expect(cellsDrawn()).toEqual([]);
  });

  it('draws the cell a placed letter lands in, and the new Tab stop', () => {
    const { rerender } = render(<GridBoard {...board()} />);
    cellsDrawn();
    // Cell 1 was the Tab stop (the first empty cell); with a letter in it, the stop moves to cell 2.
    rerender(<GridBoard {...board({ grid: placeLetterInGrid(board().grid, 1, 'A') })} />);
    expect(cellsDrawn()).toEqual([1, 2]);
  });
});
