import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithStore } from '../../testing/renderWithStore';
import { ComputerGamePage } from './ComputerGamePage';
import { newComputerGame, playMove } from './model/computerGame';
import { loadComputerGame, saveComputerGame } from './model/computerStorage';

afterEach(() => localStorage.clear());

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
});
