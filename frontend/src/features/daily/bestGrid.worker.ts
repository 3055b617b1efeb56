// Finds the best grid of the player's 16 letters off the page's thread: the search may take a second or two.
import { bestArrangement, scoreGrid } from '@gridable/common/rules';
import type { Grid } from '@gridable/common';
import type { BestGrid } from './useBestGrid';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ letters: string[]; known: Grid }>) => void) | null;
  postMessage: (message: BestGrid) => void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  // The player's own grid is the answer to beat: the page never offers less than they made.
  const best = bestArrangement(event.data.letters, { known: event.data.known });
  scope.postMessage({ ...best, words: scoreGrid(best.grid).words });
};
