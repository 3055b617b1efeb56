// What a cell tap costs in React's work on the game screen: on a slow phone each component drawn again is
// main-thread time between the tap and the frame that shows its tile (bench:taps). A tap changes the pending
// tile, so the grid's two cells, Submit and its hint, and the screens that hand the tile down are drawn again;
// the round's header, status line, letter, score and links show nothing new and must be left alone.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderLog } from '../../../testing/renderedComponents';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import type { PendingPlacement } from '../model/friendGameSlice';
import { LiveAnnouncer } from './LiveAnnouncer';
import { PlayScreen } from './PlayScreen';

const placing = gameViewFixture({ currentRound: 3, currentLetter: 'T', roundState: 'LETTER_PROVIDED' });

/** The page's part: it holds the pending tile (in the store, on the pages) and draws the announcer beside. */
function Placing() {
  const [pending, setPending] = useState<PendingPlacement | null>(null);
  return (
    <>
      <PlayScreen
        game={placing}
        seat={1}
        hasSubmitted={false}
        isConnected
        opponentPresence="active"
        watchers={2}
        pending={pending}
        isPlacementOptimistic={false}
        onChoosePlacement={setPending}
        onSubmitLetter={vi.fn(() => Promise.resolve(true))}
        onConfirmPlacement={vi.fn(() => Promise.resolve(true))}
        onPlacementRefused={vi.fn()}
      />
      <LiveAnnouncer message="Round 3: the letter is T." />
    </>
  );
}

const TILE_PATH = ['Placing', 'PlayScreen', 'GameScreen', 'GridBoard', 'ConfirmRow', 'Button'];

describe('PlayScreen renders', () => {
  it('draws only the tile, Submit and the screens that pass them down on a cell tap', async () => {
    const log = renderLog();
    const user = userEvent.setup();
    const { container } = render(log.wrap(<Placing />));
    log.attach(container);
    log.take();

    await user.click(screen.getByRole('button', { name: 'Row 1, column 1, empty' }));
    expect(
      screen.getByRole('button', { name: 'Row 1, column 1, letter T', pressed: true }),
    ).toBeInTheDocument();
    // The tap focuses the cell (the board notes the Tab stop), then draws the tile in it.
    expect(log.take().sort()).toEqual(['GridBoard', 'GridCell', ...TILE_PATH].sort());

    // Moving the tile: the Tab stop moves with focus (two cells), then the cell it leaves and the one it lands in.
    await user.click(screen.getByRole('button', { name: 'Row 1, column 2, empty' }));
    expect(
      screen.getByRole('button', { name: 'Row 1, column 2, letter T', pressed: true }),
    ).toBeInTheDocument();
    expect(log.take().sort()).toEqual(
      ['GridBoard', 'GridCell', 'GridCell', ...TILE_PATH, 'GridCell', 'GridCell'].sort(),
    );
  });
});
