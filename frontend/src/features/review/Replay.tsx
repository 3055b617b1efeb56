// Steps through a reviewed game round by round (buttons, or ← and → anywhere on the page): both grids fill
// in, the round's letter is highlighted, the computer's choice is drawn as a pending tile, and the moves
// that lost most are marked and one press away. The 16 letter chips are one Tab stop (the current round's):
// ← and → move along them, Home and End jump to the first and last round.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  biggestLosses,
  lossReason,
  moveNote,
  scoreGrid,
  shownLoss,
  type GameReview,
  type PlayedMove,
} from '@gridable/common/rules';
import { GridBoard } from '../../components/GridBoard/GridBoard';
import { Button } from '../../components/Button';
import { gridAfter } from './model/replayGrids';
import styles from './Review.module.css';

export interface ReplayProps {
  review: GameReview;
  /** The grid beside yours; `note` says whose it is when its label alone could be taken for the grader's. */
  other: { label: string; note?: string; moves: PlayedMove[] };
}

const LAST = 16;

export function Replay({ review, other }: ReplayProps) {
  const marked = biggestLosses(review.moves);
  const [round, setRound] = useState(marked[0] ?? 1);
  const chipList = useRef<HTMLOListElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const go = useCallback((next: number) => {
    const to = Math.min(LAST, Math.max(1, next));
    // A stepper button is disabled at its end, which would drop a keyboard user's focus onto the page:
    // hand it to the other button first.
    const focused = document.activeElement;
    if (to >= LAST && focused === nextButton.current) previousButton.current?.focus();
    if (to <= 1 && focused === previousButton.current) nextButton.current?.focus();
    setRound(to);
  }, []);

  // Focus follows the round while it is on the chips, so a keyboard user stays on the one Tab stop.
  useEffect(() => {
    const list = chipList.current;
    if (list?.contains(document.activeElement))
      list.querySelector<HTMLButtonElement>('[aria-current="step"]')?.focus();
  }, [round]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [role="grid"], [role="group"]')) return;
      if (event.key === 'ArrowLeft') go(round - 1);
      else if (event.key === 'ArrowRight') go(round + 1);
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [round, go]);

  const move = review.moves[round - 1];
  const yours = review.moves.map(({ round: r, letter, cell }) => ({ round: r, letter, cell }));
  const grid = gridAfter(yours, round);
  const otherGrid = gridAfter(other.moves, round);
  const note = move ? moveNote(move) : null;
  const moves = review.moves;
  const reason = useMemo(() => lossReason(moves, round), [moves, round]);

  return (
    <section className={styles.replay} aria-labelledby="replay-title">
      <h2 id="replay-title" className={styles.sectionTitle}>
        Replay
      </h2>
      <ol
        ref={chipList}
        className={styles.letters}
        aria-label="Letters called"
        onKeyDown={(event) => {
          if (event.key !== 'Home' && event.key !== 'End') return;
          go(event.key === 'Home' ? 1 : LAST);
          event.preventDefault();
        }}
      >
        {review.moves.map((m) => (
          <li key={m.round}>
            <button
              type="button"
              className={[
                styles.letterChip,
                m.round === round ? styles.current : '',
                marked.includes(m.round) ? styles.marked : '',
              ].join(' ')}
              aria-current={m.round === round ? 'step' : undefined}
              tabIndex={m.round === round ? 0 : -1}
              aria-label={`Round ${m.round}, letter ${m.letter}${marked.includes(m.round) ? ', lost the most' : ''}`}
              onClick={() => go(m.round)}
            >
              {m.letter}
            </button>
          </li>
        ))}
      </ol>
      <div className={styles.stepper}>
        <Button
          ref={previousButton}
          variant="secondary"
          className={styles.stepButton}
          onClick={() => go(round - 1)}
          disabled={round <= 1}
          aria-label="Previous round"
        >
          ←
        </Button>
        <p className={styles.roundLabel} aria-live="polite">
          Round {round} of {LAST}
        </p>
        <Button
          ref={nextButton}
          variant="secondary"
          className={styles.stepButton}
          onClick={() => go(round + 1)}
          disabled={round >= LAST}
          aria-label="Next round"
        >
          →
        </Button>
      </div>
      {move && note && (
        // Read out after each step, so a screen reader hears what the move cost, not just the round.
        <div className={styles.moveNote} data-testid="move-note" aria-live="polite" aria-atomic="true">
          <p>{note.played}</p>
          <p>
            {note.computer ? `${note.computer} ` : ''}
            <strong>{note.verdict}</strong>
          </p>
          {reason && <p data-testid="loss-reason">{reason}</p>}
          {move.exact && <p className={styles.muted}>Solved exactly: few rounds were left.</p>}
        </div>
      )}
      <div className={styles.grids}>
        <GridBoard
          grid={grid}
          label={`Your grid after round ${round}`}
          words={scoreGrid(grid).words}
          selectedCell={move?.cell ?? null}
          pending={
            note?.drawsComputerTile && move
              ? { cellIndex: move.computerCell, letter: move.computerLetter ?? move.letter }
              : null
          }
          size="small"
          showWordList={false}
        />
        <GridBoard
          grid={otherGrid}
          label={`${other.label}'s grid after round ${round}`}
          words={scoreGrid(otherGrid).words}
          size="small"
          showWordList={false}
        />
      </div>
      <div className={styles.gridCaptions} aria-hidden="true">
        <span>You</span>
        <span>{other.label}</span>
      </div>
      {other.note && <p className={styles.muted}>{other.note}</p>}
      {marked.length > 0 && (
        <div className={styles.jumps}>
          <h3 className={styles.smallTitle}>Moves that lost the most</h3>
          <ul>
            {marked.map((r) => (
              <li key={r}>
                <Button variant="ghost" onClick={() => go(r)}>
                  Round {r}: −{shownLoss(review.moves[r - 1]?.lost ?? 0)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
