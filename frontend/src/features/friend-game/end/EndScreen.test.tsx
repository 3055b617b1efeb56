import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyGrid, placeLetterInGrid } from '@gridable/common';
import type { ScoredWord } from '@gridable/common';
import { REMATCH_MESSAGES } from '@gridable/common/messages';
import { makeStore } from '../../../lib/store/store';
import { gameOpened, stateReceived } from '../model/friendGameSlice';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { EndScreen } from './EndScreen';
import type { PlayerResult } from './EndScreen';

const cat: ScoredWord = { word: 'CAT', points: 3, direction: 'row', line: 0, start: 0, cells: [0, 1, 2] };
const catGrid = ['C', 'A', 'T'].reduce((grid, letter, i) => placeLetterInGrid(grid, i, letter), emptyGrid());
const three: PlayerResult = { grid: catGrid, words: [cat], score: 3 };
const none: PlayerResult = { grid: emptyGrid(), words: [], score: 0 };
const playedOn = new Date('2025-06-14T12:00:00Z');

/**
 * Without an opponent the screen is shown in daily mode. `live`: a finished friend game held, this player seated;
 * `offeredBy`: the seats that have offered a rematch.
 */
function renderEnd(you: PlayerResult, opponent?: PlayerResult, live = false, offeredBy: (1 | 2)[] = []) {
  const store = makeStore();
  if (live) {
    store.dispatch(gameOpened('ABCDE'));
    store.dispatch(
      stateReceived({
        game: gameViewFixture({ status: 'completed', rematch: { offeredBy, rematchGameId: null } }),
        playerInfo: { playerId: 1, isYourTurn: false },
      }),
    );
  }
  render(
    <Provider store={store}>
      <MemoryRouter>
        {opponent ? (
          <EndScreen you={you} opponent={opponent} playedOn={playedOn} />
        ) : (
          <EndScreen mode="daily" you={you} playedOn={playedOn} />
        )}
      </MemoryRouter>
    </Provider>,
  );
  return { store };
}

describe('EndScreen', () => {
  // Spying on a method already spied on hands back the same spy, calls and all: without this, the clipboard spy
  // of whichever copy test ran first still counts its call in the next.
  afterEach(() => vi.restoreAllMocks());

  it('crowns a win, with the YOU WIN! overlay closed by its button', async () => {
    const user = userEvent.setup();
    renderEnd(three, none);
    expect(screen.getByRole('heading', { level: 1, name: 'You Win!' })).toBeInTheDocument();
    expect(screen.getByText('3 to 0')).toBeInTheDocument();
    const overlay = screen.getByRole('dialog', { name: 'YOU WIN!' });
    expect(overlay).toHaveTextContent('3 - 0');
    expect(overlay).toHaveTextContent('Victory!');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hands focus to the result title when the overlay closes, as the game screen it followed is gone', async () => {
    const user = userEvent.setup();
    renderEnd(three, none);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A keyboard player carries on from the result (Tab reaches Play Again), not from the top of the page.
    expect(screen.getByRole('heading', { level: 1, name: 'You Win!' })).toHaveFocus();
  });

  it('says You Lost, with an overlay that a swipe over 50 px closes', () => {
    renderEnd(none, three);
    expect(screen.getByRole('heading', { level: 1, name: 'You Lost' })).toBeInTheDocument();
    expect(screen.getByText('0 to 3')).toBeInTheDocument();
    const overlay = screen.getByRole('dialog', { name: 'YOU LOST' });
    expect(overlay).toHaveTextContent('Better luck next time');
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(overlay, { clientX: 140, clientY: 100 });
    expect(screen.getByRole('dialog', { name: 'YOU LOST' })).toBeInTheDocument();
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(overlay, { clientX: 160, clientY: 100 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("calls a draw It's a Tie! without an overlay", () => {
    renderEnd(three, three);
    expect(screen.getByRole('heading', { level: 1, name: "It's a Tie!" })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows both grids with their words, the date, Play Again and Feedback', () => {
    renderEnd(three, none);
    expect(screen.getByRole('group', { name: 'Your grid' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Opponent's grid" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your horizontal words' })).toHaveTextContent('CAT');
    expect(screen.getByText(/^Played on .*2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Again' })).toHaveAttribute('href', '/play-friend');
    expect(screen.getByRole('link', { name: /Feedback/ })).toHaveAttribute('href', '/feedback');
  });

  it("shows the opponent's grid and words under their name", () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <EndScreen you={three} opponent={three} opponentName="Ana" playedOn={playedOn} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: /^Ana \d+$/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Ana's grid" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Ana's horizontal words" })).toHaveTextContent('CAT');
  });

  it('says what Rematch and Play Again each do where both show', () => {
    renderEnd(three, none, true);
    expect(screen.getByRole('button', { name: REMATCH_MESSAGES.offer })).toHaveAccessibleDescription(
      REMATCH_MESSAGES.offerHint,
    );
    expect(screen.getByRole('link', { name: 'Play Again' })).toHaveAccessibleDescription(
      REMATCH_MESSAGES.playAgainHint,
    );
  });

  it('leads the row of ways on with Rematch, not a row of its own above Play Again and Share Results', () => {
    renderEnd(three, none, true);
    const rematch = screen.getByRole('button', { name: REMATCH_MESSAGES.offer });
    const playAgain = screen.getByRole('link', { name: 'Play Again' });
    const row = playAgain.parentElement;
    expect(row).toContainElement(rematch);
    expect(row).toContainElement(screen.getByRole('button', { name: 'Share Results' }));
    expect(rematch.compareDocumentPosition(playAgain) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("draws Play Again as a quiet way on while the opponent's offer waits, so Accept is the one main action", () => {
    // Drawn as the main action: the primary button, or the Play Again link drawn as one.
    const mainActions = () =>
      [
        ...(screen.getByRole('link', { name: 'Play Again' }).parentElement?.querySelectorAll('a, button') ??
          []),
      ]
        .filter((element) => /_(primary|playAgain)_/.test(element.className))
        .map((element) => element.textContent);
    renderEnd(three, none, true);
    expect(mainActions()).toEqual(['Play Again']);
    cleanup();
    renderEnd(three, none, true, [2]);
    screen.getByRole('button', { name: REMATCH_MESSAGES.accept });
    expect(mainActions()).toEqual([REMATCH_MESSAGES.accept]);
  });

  it("says the opponent's rematch offer on the result overlay, which would otherwise cover it", () => {
    const { store } = renderEnd(three, none, true);
    const overlay = screen.getByRole('dialog', { name: 'YOU WIN!' });
    expect(overlay).not.toHaveTextContent('Opponent wants a rematch');
    act(
      () =>
        void store.dispatch(
          stateReceived({
            game: gameViewFixture({
              status: 'completed',
              version: 2,
              rematch: { offeredBy: [2], rematchGameId: null },
            }),
            playerInfo: { playerId: 1, isYourTurn: false },
          }),
        ),
    );
    expect(within(overlay).getByRole('status')).toHaveTextContent('Opponent wants a rematch');
  });

  it('leaves Play Again without the comparison where there is no rematch to tell it from (demos)', () => {
    renderEnd(three, none);
    expect(screen.queryByRole('button', { name: REMATCH_MESSAGES.offer })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Again' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(REMATCH_MESSAGES.playAgainHint)).not.toBeInTheDocument();
  });

  it("says Challenge Complete! and 'You scored N points!' in daily mode, with only your grid and no overlay", () => {
    renderEnd(three);
    expect(screen.getByRole('heading', { level: 1, name: 'Challenge Complete!' })).toBeInTheDocument();
    expect(screen.getByText('You scored 3 points!')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your grid' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: "Opponent's grid" })).not.toBeInTheDocument();
    expect(screen.queryByText(/ to /)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies share text that says who won, and says Results copied!', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { store } = renderEnd(three, none);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Share Results' }));
    expect(writeText).toHaveBeenCalledOnce();
    expect(writeText.mock.calls[0]?.[0]).toMatch(/^Gridable — I won 3–0\n/);
    expect(store.getState().toasts.current?.title).toBe('Results copied!');
  });

  it('copies a plain-text version without emoji for screen-reader users', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderEnd(none, three);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Copy as plain text' }));
    expect(writeText.mock.lastCall?.[0]).toContain('Gridable: I lost 0 to 3, out of 32.');
    expect(writeText.mock.lastCall?.[0]).not.toMatch(/[🟩⬜⬛]/u);
  });

  it('shows the overlay once per game in this browser, not again on a reload', () => {
    localStorage.clear();
    const store = makeStore();
    const endOf = (key: string) => (
      <Provider store={store}>
        <MemoryRouter>
          <EndScreen you={three} opponent={none} playedOn={playedOn} overlayKey={key} />
        </MemoryRouter>
      </Provider>
    );
    const first = render(endOf('ABCDE'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();
    const again = render(endOf('ABCDE'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    again.unmount();
    render(endOf('FGHJK'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
