// One cell of the grid, drawn again only when what it shows changes: a tap changes one or two cells, and a socket
// event none, so the other cells are left alone (each redrawn cell is work on a slow phone's main thread).
import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import { cellLabel } from './gridLabels';
import styles from './GridBoard.module.css';

export interface GridCellProps {
  cellIndex: number;
  /** The letter drawn: a placed one, or the pending one. */
  letter: string | null;
  isPlaced: boolean;
  isPending: boolean;
  isScored: boolean;
  isSelected: boolean;
  canClick: boolean;
  /** aria-pressed; undefined where the grid takes no presses. */
  isPressed: boolean | undefined;
  isTabStop: boolean;
  /** The scored words the cell is in, for a screen reader; its element's id. */
  description: string | null;
  descriptionId: string;
  /** The board's handlers: the same functions for every render, so an unchanged cell is not drawn again. */
  onPress: (cellIndex: number, canClick: boolean) => void;
  onCellKeyDown: (event: KeyboardEvent<HTMLButtonElement>, cellIndex: number) => void;
  onCellFocus: (cellIndex: number) => void;
  register: (cellIndex: number, element: HTMLButtonElement | null) => void;
}

export const GridCell = memo(function GridCell({
  cellIndex,
  letter,
  isPlaced,
  isPending,
  isScored,
  isSelected,
  canClick,
  isPressed,
  isTabStop,
  description,
  descriptionId,
  onPress,
  onCellKeyDown,
  onCellFocus,
  register,
}: GridCellProps) {
  const classes = [
    styles.cell,
    isPlaced ? styles.filled : '',
    isPending ? styles.pending : '',
    isScored ? styles.scored : '',
    isSelected ? styles.selected : '',
    canClick ? styles.clickable : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      aria-describedby={description ? descriptionId : undefined}
      ref={(element) => register(cellIndex, element)}
      type="button"
      className={classes}
      aria-label={cellLabel(cellIndex, letter)}
      aria-pressed={isPressed}
      aria-disabled={canClick ? undefined : true}
      tabIndex={isTabStop ? 0 : -1}
      onFocus={() => onCellFocus(cellIndex)}
      onKeyDown={(event) => onCellKeyDown(event, cellIndex)}
      onClick={() => onPress(cellIndex, canClick)}
    >
      {letter !== null ? (
        <span key={letter} className={styles.letter} aria-hidden="true">
          {letter}
        </span>
      ) : null}
      {description ? (
        <span id={descriptionId} hidden>
          {description}
        </span>
      ) : null}
    </button>
  );
});
