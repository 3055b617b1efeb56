// The best grid of the player's own 16 letters, found by common's solver in a Web Worker so the page never stalls.
import { useEffect, useState } from 'react';
import type { Grid, ScoredWord } from '@gridable/common';

export interface BestGrid {
  grid: Grid;
  score: number;
  words: ScoredWord[];
  /** False when the search stopped at its budget: no better grid was found, but one may exist. */
  exact: boolean;
}

/** null until found, and where the browser has no workers. Never below `grid`'s own score. */
export function useBestGrid(grid: Grid | null): BestGrid | null {
  const [best, setBest] = useState<BestGrid | null>(null);
  const cells = grid?.flat() ?? [];
  const key = cells.every((cell) => cell !== null) ? cells.join('') : '';

  useEffect(() => {
    if (key.length !== 16 || typeof Worker === 'undefined') return;
    const worker = new Worker(new URL('./bestGrid.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BestGrid>) => setBest(event.data);
    worker.onerror = (error) => console.warn('Best grid unavailable', error.message);
    const letters = [...key];
    const known = [0, 1, 2, 3].map((row) => letters.slice(row * 4, row * 4 + 4));
    worker.postMessage({ letters, known });
    return () => worker.terminate();
  }, [key]);

  return best;
}
