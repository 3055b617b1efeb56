// The level picker tells a player choosing a level what playing it is like, in words a player uses.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_LEVEL_NAMES } from '@gridable/common/messages';
import { BOT_LEVELS } from '@gridable/common/rules';
import { countComputerGame, noteLevelStarted } from '../../lib/storage/computerRecord';
import { LevelPicker } from './LevelPicker';

afterEach(() => localStorage.clear());

/** How the computer computes, which tells a player nothing of whether they can win. */
const ENGINE_WORDS = /greedy|simulat|look-?ahead|one-ply|average/i;

describe('LevelPicker', () => {
  it('describes each level by what it is like to play, not by how the computer computes', () => {
    render(
      <MemoryRouter>
        <LevelPicker />
      </MemoryRouter>,
    );
    for (const level of BOT_LEVELS) {
      const link = screen.getByRole('link', { name: new RegExp(`^${BOT_LEVEL_NAMES[level]}`) });
      expect(link.getAttribute('href')).toBe(`/play-computer?level=${level}`);
      expect(link.textContent).not.toMatch(ENGINE_WORDS);
    }
    // The easiest level says a newcomer can win against it; the hardest says it usually wins.
    expect(screen.getByRole('link', { name: /^Easy/ }).textContent).toMatch(/can beat it/);
    expect(screen.getByRole('link', { name: /^Hard/ }).textContent).toMatch(/lose more often/);
  });

  it("shows a returning player's record under each level played and marks the level played last", () => {
    countComputerGame('medium', 'won', 'a');
    countComputerGame('medium', 'won', 'b');
    countComputerGame('medium', 'lost', 'c');
    countComputerGame('easy', 'drawn', 'd');
    noteLevelStarted('medium');
    render(
      <MemoryRouter>
        <LevelPicker />
      </MemoryRouter>,
    );
    const medium = screen.getByRole('link', { name: /^Medium/ });
    expect(medium).toHaveTextContent('Last played');
    expect(medium).toHaveTextContent('You: 2 won, 1 lost');
    expect(screen.getByRole('link', { name: /^Easy/ })).toHaveTextContent('You: 0 won, 0 lost, 1 drawn');
    expect(screen.getByRole('link', { name: /^Easy/ })).not.toHaveTextContent('Last played');
    // A level never played shows no record at all, rather than a row of zeros.
    expect(screen.getByRole('link', { name: /^Hard/ }).textContent).not.toMatch(/You:|Last played/);
  });
});
