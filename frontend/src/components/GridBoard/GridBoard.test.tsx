import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyGrid, placeLetterInGrid } from '@gridable/common';
import type { ScoredWord } from '@gridable/common';
import { GridBoard } from './GridBoard';

const catWord: ScoredWord = { word: 'CAT', points: 3, direction: 'row', line: 0, start: 0, cells: [0, 1, 2] };

function catGrid() {
  return placeLetterInGrid(placeLetterInGrid(placeLetterInGrid(emptyGrid(), 0, 'C'), 1, 'A'), 2, 'T');
}

describe('GridBoard', () => {
  it('names every cell by row, column and content', () => {
    render(<GridBoard grid={placeLetterInGrid(emptyGrid(), 6, 'Q')} label="Your grid" />);
    const group = screen.getByRole('group', { name: 'Your grid' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(16);
    expect(screen.getByRole('button', { name: 'Row 2, column 3, letter Q' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row 1, column 1, empty' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row 4, column 4, empty' })).toBeInTheDocument();
  });

  it('reports clicks on empty cells only', async () => {
    const onCellClick = vi.fn();
    const user = userEvent.setup();
    render(
      <GridBoard grid={placeLetterInGrid(emptyGrid(), 0, 'Q')} label="Your grid" onCellClick={onCellClick} />,
    );
    await user.click(screen.getByRole('button', { name: 'Row 1, column 1, letter Q' }));
    await user.click(screen.getByRole('button', { name: 'Row 1, column 2, empty' }));
    expect(onCellClick).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('ignores clicks when disabled', async () => {
    const onCellClick = vi.fn();
    const user = userEvent.setup();
    render(<GridBoard grid={emptyGrid()} label="Your grid" onCellClick={onCellClick} disabled />);
    await user.click(screen.getByRole('button', { name: 'Row 1, column 2, empty' }));
    expect(onCellClick).not.toHaveBeenCalled();
  });

  it('moves focus with the arrow keys, stopping at the edges, and activates with Enter and Space', async () => {
    const onCellClick = vi.fn();
    const user = userEvent.setup();
    render(<GridBoard grid={emptyGrid()} label="Your grid" onCellClick={onCellClick} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Row 1, column 1, empty' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Row 1, column 1, empty' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Row 2, column 3, empty' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Row 2, column 4, empty' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCellClick).toHaveBeenLastCalledWith(7);
    await user.keyboard('{Home} ');
    expect(onCellClick).toHaveBeenLastCalledWith(4);
  });

  it('keeps a single Tab stop, on the pending cell when there is one', async () => {
    const user = userEvent.setup();
    render(
      <GridBoard
        grid={emptyGrid()}
        label="Your grid"
        onCellClick={() => undefined}
        pending={{ cellIndex: 9, letter: 'E' }}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Row 3, column 2, letter E' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('makes a tapped cell the Tab stop as it takes focus, so the tap that moves the tile there leaves its tabindex', async () => {
    // Chromium lays the page out on the spot when a focused element's tabindex changes: in the commit that draws
    // the tapped tile that was a second layout of the half-changed page on every tap that moved the tile.
    function Placing() {
      const [pending, setPending] = useState({ cellIndex: 1, letter: 'E' });
      return (
        <GridBoard
          grid={emptyGrid()}
          label="Your grid"
          onCellClick={(cellIndex) => setPending({ cellIndex, letter: 'E' })}
          pending={pending}
        />
      );
    }
    const user = userEvent.setup();
    render(<Placing />);
    const tapped = screen.getByRole('button', { name: 'Row 1, column 1, empty' });
    act(() => tapped.focus());
    expect(tapped).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Row 1, column 2, letter E' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    const changed: string[] = [];
    const watch = new MutationObserver((records) =>
      changed.push(...records.map((r) => r.attributeName ?? '')),
    );
    watch.observe(tapped, { attributes: true, attributeFilter: ['tabindex', 'aria-label'] });
    await user.click(tapped);
    expect(screen.getByRole('button', { name: 'Row 1, column 1, letter E' })).toBe(tapped);
    changed.push(...watch.takeRecords().map((r) => r.attributeName ?? ''));
    watch.disconnect();
    expect(changed).toEqual(['aria-label']);
    // Tab leaves the grid and Shift+Tab comes back to the tile.
    await user.tab();
    await user.tab({ shift: true });
    expect(tapped).toHaveFocus();
  });

  it('moves the Tab stop to a pending tile the game moves after focus left the grid', () => {
    const { rerender } = render(
      <GridBoard grid={emptyGrid()} label="Your grid" onCellClick={() => undefined} pending={null} />,
    );
    act(() => screen.getByRole('button', { name: 'Row 1, column 3, empty' }).focus());
    act(() => (document.activeElement as HTMLElement).blur());
    rerender(
      <GridBoard
        grid={emptyGrid()}
        label="Your grid"
        onCellClick={() => undefined}
        pending={{ cellIndex: 9, letter: 'E' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Row 3, column 2, letter E' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Row 1, column 3, empty' })).toHaveAttribute('tabindex', '-1');
  });

  it('puts the Tab stop of a grid taking a letter on an empty cell, not on a placed tile', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <GridBoard grid={emptyGrid()} label="Your grid" onCellClick={() => undefined} />,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Row 1, column 2, empty' })).toHaveFocus();
    await user.tab();
    // The letter lands where focus was; next round the cell after it, the next empty one, takes Tab.
    rerender(
      <GridBoard
        grid={placeLetterInGrid(catGrid(), 3, 'S')}
        label="Your grid"
        onCellClick={() => undefined}
      />,
    );
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Row 2, column 1, empty' })).toHaveFocus();
  });

  it('keeps the Tab stop on the first cell of a grid that takes no letter', async () => {
    const user = userEvent.setup();
    render(<GridBoard grid={catGrid()} label="Their grid" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Row 1, column 1, letter C' })).toHaveFocus();
  });

  it('passes a typed letter, upper-cased, with the focused cell', async () => {
    const onType = vi.fn();
    const user = userEvent.setup();
    render(<GridBoard grid={emptyGrid()} label="Your grid" onCellClick={() => undefined} onType={onType} />);
    await user.tab();
    await user.keyboard('{ArrowDown}q1');
    expect(onType).toHaveBeenCalledExactlyOnceWith('Q', 4);
  });

  it('shows a pending letter in its cell as pressed, and leaves placed letters alone', () => {
    render(
      <GridBoard
        grid={emptyGrid()}
        label="Your grid"
        onCellClick={() => undefined}
        pending={{ cellIndex: 5, letter: 'R' }}
      />,
    );
    const pending = screen.getByRole('button', { name: 'Row 2, column 2, letter R', pressed: true });
    expect(pending).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('tells a screen reader which scoring words a cell is in, as the highlight tells the eye', () => {
    const catsWord: ScoredWord = {
      word: 'CS',
      points: 2,
      direction: 'column',
      line: 0,
      start: 0,
      cells: [0, 4],
    };
    render(
      <GridBoard
        grid={placeLetterInGrid(catGrid(), 4, 'S')}
        label="Your grid"
        words={[catWord, catsWord]}
        showWordList={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Row 1, column 1, letter C' })).toHaveAccessibleDescription(
      'In the scoring words CAT and CS',
    );
    expect(screen.getByRole('button', { name: 'Row 1, column 3, letter T' })).toHaveAccessibleDescription(
      'In the scoring word CAT',
    );
    expect(screen.getByRole('button', { name: 'Row 1, column 4, empty' })).toHaveAccessibleDescription('');
  });

  it('lists the scored words by direction', () => {
    render(<GridBoard grid={catGrid()} label="Opponent's grid" words={[catWord]} size="small" />);
    expect(screen.getByRole('region', { name: 'Horizontal words' })).toHaveTextContent('CAT');
    expect(screen.getByRole('region', { name: 'Horizontal words' })).toHaveTextContent('+3');
    expect(screen.getByRole('region', { name: 'Vertical words' })).toHaveTextContent('No words');
  });
});
