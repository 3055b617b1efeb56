// The 4x4 letter grid: one button per cell, roving focus with the arrow keys, scored words highlighted and listed.
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { CELL_COUNT, GRID_SIZE } from '@gridable/common';
import type { Grid, ScoredWord } from '@gridable/common';
import { nextCellIndex, scoredCellDescription } from './gridLabels';
import { GridCell } from './GridCell';
import { ScoredWordList } from './ScoredWordList';
import styles from './GridBoard.module.css';

export interface PendingPlacement {
  cellIndex: number;
  letter: string;
}

export interface GridBoardProps {
  grid: Grid;
  /** The group's accessible name, e.g. 'Your grid'. */
  label: string;
  /** Scored words: their cells are highlighted and the words listed by row and column under the grid. */
  words?: ScoredWord[];
  onCellClick?: (cellIndex: number) => void;
  /** A letter typed while a cell has focus, with that cell. */
  onType?: (letter: string, cellIndex: number) => void;
  selectedCell?: number | null;
  /** A temporary placement not yet confirmed: drawn in its cell, distinct from placed letters. */
  pending?: PendingPlacement | null;
  disabled?: boolean;
  size?: 'normal' | 'small';
  /** Lists the scored words under the grid; off where the live grid only highlights them. */
  showWordList?: boolean;
  /** Grows to the largest square its container (a CSS size container) holds, for one-screen layouts. */
  fit?: boolean;
  /** Passed to the word list: its titles' heading level and whose words they are. */
  wordsHeadingLevel?: 2 | 3;
  wordsOwner?: string;
}

/**
 * While the grid takes a letter, the Tab stop (where the game puts focus when placing begins) is an empty cell:
 * the last cell used, else the next empty one after it in reading order, so a keyboard or screen-reader player
 * lands where the letter can go instead of on the tile just placed.
 */
function firstEmptyFrom(grid: Grid, start: number): number {
  for (let step = 0; step < CELL_COUNT; step++) {
    const cellIndex = (start + step) % CELL_COUNT;
    if ((grid[Math.floor(cellIndex / GRID_SIZE)]?.[cellIndex % GRID_SIZE] ?? null) === null) return cellIndex;
  }
  return start;
}

export function GridBoard({
  grid,
  label,
  words,
  onCellClick,
  onType,
  selectedCell = null,
  pending = null,
  disabled = false,
  size = 'normal',
  showWordList = true,
  fit = false,
  wordsHeadingLevel,
  wordsOwner,
}: GridBoardProps) {
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const descriptionId = useId();
  // Roving tab stop: one cell is in the Tab order. It is the cell focus last moved to (arrows, a tap), or the
  // pending or selected cell if that moved since. A focused cell becomes the stop as it is focused, when the page
  // is laid out: moved later, in the commit that draws the tap's tile, the focused cell's tabindex made Chromium
  // lay the half-changed page out there and then (20 ms at a 4x slower phone CPU, bench:taps).
  const [focusIndex, setFocusIndex] = useState(0);
  const pointed = pending?.cellIndex ?? selectedCell;
  /** The pending or selected cell when focus last moved: focus is the newer if it is still the same. */
  const [pointedAtFocus, setPointedAtFocus] = useState<number | null | undefined>(undefined);
  const scored = new Set((words ?? []).flatMap((word) => word.cells));
  const isInteractive = onCellClick !== undefined && !disabled;
  let tabStop = focusIndex;
  if (pointed !== null && pointedAtFocus !== pointed) tabStop = pointed;
  else if (pointed === null && isInteractive) tabStop = firstEmptyFrom(grid, focusIndex);

  // The cells' handlers read the latest props from here, so they stay the same functions and an unchanged
  // cell (GridCell is memoised) is not drawn again when the board is.
  const latest = useRef({ onCellClick, onType, disabled, pointed });
  useLayoutEffect(() => {
    latest.current = { onCellClick, onType, disabled, pointed };
  });

  const register = useCallback((cellIndex: number, element: HTMLButtonElement | null) => {
    cellRefs.current[cellIndex] = element;
  }, []);
  const onPress = useCallback((cellIndex: number, canClick: boolean) => {
    if (canClick) latest.current.onCellClick?.(cellIndex);
  }, []);
  const onCellFocus = useCallback((cellIndex: number) => {
    setFocusIndex(cellIndex);
    setPointedAtFocus(latest.current.pointed);
  }, []);
  const onCellKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>, cellIndex: number) => {
    const target = nextCellIndex(cellIndex, event.key);
    if (target !== null) {
      event.preventDefault();
      cellRefs.current[target]?.focus();
      return;
    }
    const { onType: typed, disabled: isDisabled } = latest.current;
    if (
      typed &&
      !isDisabled &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      /^[a-z]$/i.test(event.key)
    ) {
      event.preventDefault();
      typed(event.key.toUpperCase(), cellIndex);
    }
  }, []);

  return (
    <div className={[styles.board, size === 'small' ? styles.small : '', fit ? styles.fit : ''].join(' ')}>
      <div
        role="group"
        aria-label={label}
        className={styles.grid}
        style={{ '--grid-size': GRID_SIZE } as CSSProperties}
      >
        {Array.from({ length: CELL_COUNT }, (_, cellIndex) => {
          const placed = grid[Math.floor(cellIndex / GRID_SIZE)]?.[cellIndex % GRID_SIZE] ?? null;
          const isPending = pending?.cellIndex === cellIndex && placed === null;
          return (
            <GridCell
              key={cellIndex}
              cellIndex={cellIndex}
              letter={placed ?? (isPending ? pending.letter : null)}
              isPlaced={placed !== null}
              isPending={isPending}
              isScored={scored.has(cellIndex)}
              isSelected={selectedCell === cellIndex}
              canClick={isInteractive && (placed === null || isPending)}
              isPressed={onCellClick ? isPending || selectedCell === cellIndex : undefined}
              isTabStop={cellIndex === tabStop}
              description={scoredCellDescription(cellIndex, words ?? [])}
              descriptionId={`${descriptionId}-${cellIndex}`}
              onPress={onPress}
              onCellKeyDown={onCellKeyDown}
              onCellFocus={onCellFocus}
              register={register}
            />
          );
        })}
      </div>
      {words && showWordList ? (
        <ScoredWordList words={words} headingLevel={wordsHeadingLevel} owner={wordsOwner} />
      ) : null}
    </div>
  );
}
