// Finds the best grid of the player's 16 letters off the page's thread: the search may take a second or two.
import { bestArrangement, scoreGrid } from '@gridable/common/rules';
import type { BestGrid } from './useBestGrid';

interface WorkerScope {
  onmessage: ((event: MessageEvent<string[]>) => void) | null;
  postMessage: (message: BestGrid) => void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const best = bestArrangement(event.data);
  scope.postMessage({ ...best, words: scoreGrid(best.grid).words });
};
