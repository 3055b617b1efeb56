// The last round would otherwise vanish: the server places the 16th letter and completes the game at once. When
// this page saw the game active and then completed, the finished board stays up with the final-round line for a
// moment, so both players see where the last letter landed before the end screen replaces it.
import { useEffect, useState } from 'react';
import type { GameStatus } from '@gridable/common';

/** Long enough to read 'Final letter selected! The game will complete automatically.' and see the grid. */
export const FINAL_REVEAL_MS = 1_500;

export function useFinalReveal(status: GameStatus | null): boolean {
  const [sawActive, setSawActive] = useState(false);
  const [isRevealing, setIsRevealing] = useState(false);
  // Adjusting state while rendering (React's documented pattern) starts the reveal in the same render the
  // completed game arrives, so the end screen never flashes first.
  if (status === 'active' && !sawActive) setSawActive(true);
  if (status === 'completed' && sawActive) {
    setSawActive(false);
    setIsRevealing(true);
  }
  useEffect(() => {
    if (!isRevealing) return;
    const timer = setTimeout(() => setIsRevealing(false), FINAL_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [isRevealing]);
  return isRevealing;
}
