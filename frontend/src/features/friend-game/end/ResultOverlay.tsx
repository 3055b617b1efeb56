// The 'YOU WIN!' (with confetti) or 'YOU LOST' overlay; closes by its button, Escape, or a swipe over 50 px.
import { useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@gridable/common';
import { Button } from '../../../components/Button';
import { focusPageTitle } from '../../../components/focusPageTitle';
import { Confetti } from './Confetti';
import styles from './ResultOverlay.module.css';

export interface ResultOverlayProps {
  outcome: 'win' | 'loss';
  myScore: number;
  opponentScore: number;
  onClose: () => void;
  /**
   * News that came while the overlay is up (the opponent's rematch offer): the page under it would say it, but
   * the panel covers that line on a laptop and the modal hides it from screen readers.
   */
  notice?: string;
}

export function ResultOverlay({ outcome, myScore, opponentScore, onClose, notice }: ResultOverlayProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const isWin = outcome === 'win';

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => {
      // The overlay opens as the game ends, so what had focus (a grid cell, Submit) is usually gone with the game
      // screen: then the result's title takes it, and Tab goes on to Play Again rather than the page's top.
      if (previous?.isConnected && previous !== document.body) previous.focus();
      else focusPageTitle();
    };
  }, []);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const distance = Math.hypot(event.clientX - start.x, event.clientY - start.y);
    if (distance > SWIPE_THRESHOLD_PX) onClose();
  }

  return (
    <div
      className={`${styles.overlay} ${isWin ? styles.win : styles.loss}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="result-overlay-title"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'Tab') {
          event.preventDefault();
          if (event.key === 'Escape') onClose();
        }
      }}
    >
      {isWin ? <Confetti /> : null}
      <div className={styles.panel}>
        <h2 id="result-overlay-title" className={styles.title}>
          {isWin ? 'YOU WIN!' : 'YOU LOST'}
        </h2>
        <p className={styles.score}>
          {myScore} - {opponentScore}
        </p>
        <p className={styles.tagline}>{isWin ? 'Victory!' : 'Better luck next time'}</p>
        <p role="status" className={styles.notice}>
          {notice ?? ''}
        </p>
        <Button ref={closeRef} size="lg" variant={isWin ? 'primary' : 'secondary'} onClick={onClose}>
          Close
        </Button>
        <p className={styles.swipeHint} aria-hidden="true">
          or swipe to close
        </p>
      </div>
    </div>
  );
}
