import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStore } from '../../testing/renderWithStore';
import { ComputerGamePage } from './ComputerGamePage';
import { runBotTask } from './bot/runBotTask';
import { botMove, botTask, newComputerGame, playMove, type ComputerGame } from './model/computerGame';
import { loadComputerGame, saveComputerGame } from './model/computerStorage';

afterEach(() => localStorage.clear());

/** A finished game where the bot also plays the player's moves. */
function finishedGame(): ComputerGame {
  let game = newComputerGame('easy', 1, 8);
  while (game.core.status === 'active') {
    const asBot = botTask(game) ?? botTask({ ...game, humanSeat: 2 });
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
    expect(await screen.findByText('vs Computer (Medium)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByRole('textbox', { name: 'Letter' }), 'e');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('img', { name: 'Current letter E' })).toBeInTheDocument();
    // The bot places its E at once; the saved game shows it.
    await screen.findByText('Tap an empty square to place the letter.');
    await waitFor(() => expect(loadComputerGame()?.core.player2Submitted).toBe(true));
  });

  it('resumes the saved game after a reload', async () => {
    const moved = playMove(newComputerGame('hard', 1, 5), 1, { type: 'SELECT_LETTER', letter: 'T' });
    if (!moved.ok) throw new Error(moved.error);
    saveComputerGame(moved.game);
    renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(await screen.findByText('vs Computer (Hard)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current letter T' })).toBeInTheDocument();
  });

  it('ends with both grids and a Rematch at the same level where the computer chooses first', async () => {
    saveComputerGame(finishedGame());
    const { user } = renderWithStore(<ComputerGamePage />, { route: '/play-computer' });
    expect(screen.getByRole('group', { name: "Opponent's grid" })).toBeInTheDocument();
    expect(screen.getByText('Computer (Easy)')).toBeInTheDocument();
    const overlay = screen.queryByRole('dialog');
    if (overlay) await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(await screen.findByRole('img', { name: /^Current letter [A-Z]$/ })).toBeInTheDocument();
    expect(loadComputerGame()).toMatchObject({ level: 'easy', humanSeat: 2 });
  });

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
