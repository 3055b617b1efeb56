// The reactions row under the round is drawn again only when the game changes, not on each render of the page
// around it (every cell tap, every socket event). It reads this tab's credentials once per render, so counting
// those reads counts its renders.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../lib/store/store';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { gameIdentity } from '../hooks/gameIdentity';
import { GameSignals } from './GameSignals';

import type * as identity from '../hooks/gameIdentity';

vi.mock('../hooks/gameIdentity', async (importOriginal) => {
  const real = await importOriginal<typeof identity>();
  return { ...real, gameIdentity: vi.fn(real.gameIdentity) };
});

describe('GameSignals renders', () => {
  it('is not drawn again when the page renders for something that leaves the game as it was', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const game = gameViewFixture();
    const renders = () => vi.mocked(gameIdentity).mock.calls.length;
    const { rerender } = render(<GameSignals game={game} seat={1} />, { wrapper });
    const first = renders();
    expect(first).toBeGreaterThan(0);
    // The page's own render (a tap that picks a cell): the same game and seat.
    rerender(<GameSignals game={game} seat={1} />);
    expect(renders()).toBe(first);
    rerender(<GameSignals game={{ ...game, currentRound: game.currentRound + 1 }} seat={1} />);
    expect(renders()).toBeGreaterThan(first);
  });
});
