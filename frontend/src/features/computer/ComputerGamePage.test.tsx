import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computerResult, playerResult } from './model/computerShare';
import { renderWithStore } from '../../testing/renderWithStore';
import { ComputerGamePage } from './ComputerGamePage';
import { runBotTask } from './bot/runBotTask';
import {
  botMove,
  botTask,
  newComputerGame,
  playMove,
  replayGame,
  type ComputerGame,
} from './model/computerGame';
import { MAX_THINK_MS, thinkMs } from './model/thinkTime';
import { FINAL_REVEAL_MS } from '../friend-game';
import { COMPUTER_MESSAGES, STATUS_MESSAGES } from '@gridable/common/messages';
import { COMPUTER_GAME_KEY, loadComputerGame, saveComputerGame } from './model/computerStorage';
import type { BotLevel } from '@gridable/common';
import { readComputerRecord } from '../../lib/storage/computerRecord';
import { humanOutcome } from './model/computerOutcome';

/** Long enough for the computer's think and the bot's own work after it. */
const BOT_ANSWER = { timeout: MAX_THINK_MS + 1_000 };

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

// A seed always plays the same game: each is played out bot against bot once per file, not once per test.
const finishedGames = new Map<string, ComputerGame>();

/** A finished game: the computer plays Easy; the player's own moves are made by the `playerLevel` bot. */
function finishedGame(seed = 8, playerLevel: BotLevel = 'easy'): ComputerGame {
  const key = `${seed}:${playerLevel}`;
  const known = finishedGames.get(key) ?? playedOut(seed, playerLevel);
  finishedGames.set(key, known);
  return structuredClone(known);
}

function playedOut(seed: number, playerLevel: BotLevel): ComputerGame {
  let game = newComputerGame('easy', 1, seed);
  while (game.core.status === 'active') {
    const asBot = botTask(game) ?? botTask({ ...game, level: playerLevel, humanSeat: 2 });
    if (!asBot) throw new Error('nobody to move');
    const seat = asBot.input.seat ?? 2;
    const moved = playMove(game, seat, botMove(asBot, runBotTask(asBot)));
    if (!moved.ok) throw new Error(moved.error);
    game = moved.game;
  }
  return game;
}

describe('ComputerGamePage', () => {
  it('offers the three levels when no game is saved', () => {
    renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(screen.getByRole('heading', { name: 'Play vs Computer' })).toBeInTheDocument();
    // The levels say how the computer plays; a newcomer is also told where to begin.
    expect(screen.getByText('New to Gridable? Start with Easy.')).toBeInTheDocument();
    for (const name of [/^Easy/, /^Medium/, /^Hard/])
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringContaining('/play-computer?level='),
      );
  });

  it('starts a game at the level in the link, and the computer answers the letter the player chose', async () => {
    const { user, router } = renderWithStore(<ComputerGamePage />, {
      route: '/play-computer',
      path: '/play-computer?level=medium',
    });
    expect(await screen.findByText('Computer (Medium)')).toHaveTextContent('vs Computer (Medium)');
    expect(router.state.location.search).toBe('');
    const keyboard = screen.getByRole('group', { name: 'Letter' });
    await user.click(within(keyboard).getByRole('button', { name: 'E' }));
    await user.click(within(keyboard).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('img', { name: 'Current letter E' })).toBeInTheDocument();
    // The bot places its E at once; the saved game shows it.
    await waitFor(() => expect(loadComputerGame()?.core.player2Submitted).toBe(true), BOT_ANSWER);
  });

  it('starts the tab title with "(Your turn)" only while the player must choose or place', async () => {
    const view = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(document.title).toBe('Gridable · Play vs Computer');
    view.unmount();
    const moved = playMove(newComputerGame('hard', 1, 5), 1, { type: 'SELECT_LETTER', letter: 'T' });
    if (!moved.ok) throw new Error(moved.error);
    saveComputerGame(moved.game);
    const playing = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(await screen.findByRole('img', { name: 'Current letter T' })).toBeInTheDocument();
    expect(document.title).toBe('(Your turn) Gridable · Play vs Computer');
    playing.unmount();
    saveComputerGame(finishedGame());
    renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(screen.getByRole('group', { name: "Opponent's grid" })).toBeInTheDocument();
    expect(document.title).toBe('Gridable · Play vs Computer');
  });

  it('resumes the saved game after a reload', async () => {
    const moved = playMove(newComputerGame('hard', 1, 5), 1, { type: 'SELECT_LETTER', letter: 'T' });
    if (!moved.ok) throw new Error(moved.error);
    saveComputerGame(moved.game);
    renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(await screen.findByText('Computer (Hard)')).toHaveTextContent('vs Computer (Hard)');
    expect(screen.getByRole('heading', { name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current letter T' })).toBeInTheDocument();
  });

  it('plays on with no network: the game and its computer live in the browser', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      saveComputerGame(newComputerGame('medium', 1, 5));
      const { user } = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
      const keyboard = await screen.findByRole('group', { name: 'Letter' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(within(keyboard).getByRole('button', { name: 'E' }));
      await user.click(within(keyboard).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('img', { name: 'Current letter E' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /^Row 1, column 1/ }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(loadComputerGame()?.core.currentRound).toBe(2), BOT_ANSWER);
    } finally {
      offline.mockRestore();
    }
  });

  it('shows a move made in another tab of the same browser, and keeps it when this tab moves next', async () => {
    const fresh = newComputerGame('hard', 1, 5);
    saveComputerGame(fresh);
    const { user } = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(await screen.findByRole('group', { name: 'Letter' })).toBeInTheDocument();

    // The other tab chooses T: it saves the game, and this tab hears of it through the storage event.
    const chosen = playMove(fresh, 1, { type: 'SELECT_LETTER', letter: 'T' });
    if (!chosen.ok) throw new Error(chosen.error);
    saveComputerGame(chosen.game);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COMPUTER_GAME_KEY }));
    });
    expect(await screen.findByRole('img', { name: 'Current letter T' })).toBeInTheDocument();

    // This tab places the T: the saved game holds both tabs' moves, the other tab's choice not overwritten.
    await user.click(screen.getByRole('button', { name: /^Row 1, column 1/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(
        loadComputerGame()
          ?.moves.filter((m) => m.seat === 1)
          .map((m) => m.move),
      ).toEqual([
        { type: 'SELECT_LETTER', letter: 'T' },
        { type: 'PLACE_LETTER', cellIndex: 0 },
      ]),
    );
  });

  it('ends with both grids and Play Again at the same level where the computer chooses first', async () => {
    saveComputerGame(finishedGame());
    const { user } = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(screen.getByRole('group', { name: "Opponent's grid" })).toBeInTheDocument();
    expect(screen.getByText('Computer (Easy)')).toBeInTheDocument();
    const overlay = screen.queryByRole('dialog');
    if (overlay) await user.click(screen.getByRole('button', { name: 'Close' }));
    // Playing again stays against the computer: no link off to a new code game.
    expect(screen.queryByRole('link', { name: 'Play Again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(
      await screen.findByRole('img', { name: /^Current letter [A-Z]$/ }, BOT_ANSWER),
    ).toBeInTheDocument();
    expect(loadComputerGame()).toMatchObject({ level: 'easy', humanSeat: 2 });
  });

  it('greets the result with its overlay once, never again on return', () => {
    localStorage.clear();
    // A tie has no overlay: take the first seed that decides a winner.
    let decided: ComputerGame | undefined;
    for (let seed = 1; !decided && seed < 10; seed++) {
      const game = finishedGame(seed, 'medium');
      if (playerResult(game).score !== computerResult(game).score) decided = game;
    }
    if (!decided) throw new Error('no decided game');
    saveComputerGame(decided);
    const first = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();
    renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(screen.getByRole('group', { name: "Opponent's grid" })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);

  it('goes back to the level choice from a finished game', async () => {
    saveComputerGame(finishedGame());
    const { user } = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    const overlay = screen.queryByRole('dialog');
    if (overlay) await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Change Level' }));
    expect(screen.getByRole('heading', { name: 'Play vs Computer' })).toBeInTheDocument();
    expect(loadComputerGame()).toBeNull();
  });
});

describe('the computer at the board', () => {
  /** Runs the page's timers `ms` on, letting every promise they settle run too. */
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it("shows its move only after a short think, saying so beside its name; the player's own move shows at once", async () => {
    vi.useFakeTimers();
    saveComputerGame(newComputerGame('medium', 1, 5));
    renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    const keyboard = screen.getByRole('group', { name: 'Letter' });
    expect(screen.queryByText(COMPUTER_MESSAGES.thinking)).not.toBeInTheDocument();
    fireEvent.click(within(keyboard).getByRole('button', { name: 'E' }));
    fireEvent.click(within(keyboard).getByRole('button', { name: 'Submit' }));
    await advance(0);
    expect(screen.getByRole('img', { name: 'Current letter E' })).toBeInTheDocument();

    // Now the computer places its E: it thinks first, and says so.
    expect(screen.getByText(COMPUTER_MESSAGES.thinking)).toBeInTheDocument();
    const asked = loadComputerGame();
    const task = asked && botTask(asked);
    if (!asked || !task) throw new Error('the computer has nothing to do');
    const think = thinkMs(asked, task);
    expect(think).toBeGreaterThanOrEqual(300);
    await advance(think - 1);
    expect(loadComputerGame()?.core.player2Submitted).toBe(false);
    expect(screen.getByText(COMPUTER_MESSAGES.thinking)).toBeInTheDocument();
    await advance(1);
    expect(loadComputerGame()?.core.player2Submitted).toBe(true);
    expect(screen.queryByText(COMPUTER_MESSAGES.thinking)).not.toBeInTheDocument();
    // Said as a friend's placement is.
    expect(screen.getByText('Your opponent placed the letter.')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps the board up after its last letter, as a friend game does, before the end screen', async () => {
    vi.useFakeTimers();
    const finished = finishedGame();
    const beforeLast = replayGame({ ...finished, moves: finished.moves.slice(0, -1) });
    if (!beforeLast) throw new Error('the log does not replay');
    saveComputerGame(beforeLast);
    renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(screen.getByRole('heading', { name: 'Round 16 of 16' })).toBeInTheDocument();
    const task = botTask(beforeLast);
    if (!task) throw new Error('the computer has nothing to do');
    await advance(thinkMs(beforeLast, task));
    expect(loadComputerGame()?.core.status).toBe('completed');
    expect(screen.getByText(STATUS_MESSAGES.finalLetterSelected)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Opponent's grid" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^(You Win!|It's a Tie!|You Lost)$/ })).toBeNull();
    await advance(FINAL_REVEAL_MS);
    expect(screen.getByRole('heading', { name: /^(You Win!|It's a Tie!|You Lost)$/ })).toBeInTheDocument();
  });

  it("counts a finished game in the player's record once, shown under its level when choosing again", async () => {
    const game = finishedGame();
    saveComputerGame(game);
    const first = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    first.unmount();
    // Shown again (a reload): still one game.
    const { user } = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    const outcome = humanOutcome(game);
    expect(readComputerRecord().levels.easy).toEqual({ won: 0, lost: 0, drawn: 0, [outcome]: 1 });
    const overlay = screen.queryByRole('dialog');
    if (overlay) await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Change Level' }));
    const easy = screen.getByRole('link', { name: /^Easy/ });
    expect(easy).toHaveTextContent('Last played');
    expect(easy).toHaveTextContent(/You: \d won, \d lost/);
    // The newcomer's advice is for a first game only.
    expect(screen.queryByText(COMPUTER_MESSAGES.firstGameLevel)).not.toBeInTheDocument();
  });
});
