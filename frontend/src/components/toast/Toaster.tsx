// The toast region: shows the current toast for 5 s (a brief confirmation as a small pill); swipe right, Escape or the
// close button dismisses; F8 focuses it. It sits at the top centre (a pill on a phone at the foot; see the stylesheet).
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS } from '../../lib/constants';
import { dismissToast, selectCurrentToast } from './toastsSlice';
import type { Toast } from './toastsSlice';
import styles from './Toaster.module.css';

export function Toaster() {
  const toast = useSelector(selectCurrentToast);
  const dispatch = useDispatch();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function handleKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1} className={styles.region}>
      {toast ? (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => dispatch(dismissToast(toast.id))} />
      ) : null}
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [isPaused, setIsPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  // Hovering or focusing the toast holds it open so it can be read; leaving restarts the full time.
  useEffect(() => {
    if (isPaused) return;
    const timer = window.setTimeout(() => onDismissRef.current(), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [isPaused]);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    // Only rightward movement counts: the toast sits at the right edge.
    setOffset(Math.max(0, event.clientX - swipeStart.current));
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance >= SWIPE_THRESHOLD_PX) onDismissRef.current();
    else setOffset(0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') onDismissRef.current();
  }

  const isDestructive = toast.variant === 'destructive';
  return (
    <div
      role={isDestructive ? 'alert' : 'status'}
      aria-live={isDestructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={[
        styles.toast,
        isDestructive ? styles.destructive : '',
        toast.brief ? styles.brief : '',
      ].join(' ')}
      style={
        offset > 0
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) }
          : undefined
      }
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.text}>
        <div className={styles.title}>{toast.title}</div>
        {toast.description ? (
          // A pill shows its title only; its description is still read with it (a joined game's first chooser).
          <div className={toast.brief ? 'visually-hidden' : styles.description}>{toast.description}</div>
        ) : null}
      </div>
      <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
