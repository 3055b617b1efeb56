import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HowToPlayDialog } from './HowToPlayDialog';

function Harness({ mode }: { mode?: 'friend' | 'daily' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        How to Play
      </button>
      <HowToPlayDialog open={open} onClose={() => setOpen(false)} mode={mode} />
    </>
  );
}

async function openHowToPlay(mode?: 'friend' | 'daily') {
  const user = userEvent.setup();
  render(<Harness mode={mode} />);
  await user.click(screen.getByRole('button', { name: 'How to Play' }));
  return user;
}

describe('HowToPlayDialog', () => {
  it('explains the grid, the rounds, the turns and the scoring', async () => {
    await openHowToPlay();
    const dialog = screen.getByRole('dialog', { name: 'How to Play' });
    expect(dialog).toHaveTextContent('4x4 grid');
    expect(dialog).toHaveTextContent('16 rounds');
    expect(dialog).toHaveTextContent(
      'Players take turns choosing a letter, and both players must place that letter',
    );
    expect(dialog).toHaveTextContent('left to right in rows and top to bottom in columns');
    expect(dialog).toHaveTextContent(
      '2 points for a 2-letter word, 3 for a 3-letter word and 4 for a 4-letter word',
    );
    expect(dialog).toHaveTextContent('up to 32 points');
    expect(dialog).toHaveTextContent(
      'about 50 two-letter, 500 three-letter and over 2,000 four-letter words',
    );
  });

  it('tells daily players about blind letters instead of turns', async () => {
    await openHowToPlay('daily');
    const dialog = screen.getByRole('dialog', { name: 'How to Play' });
    expect(dialog).toHaveTextContent(
      "In odd rounds you get today's blind letter; in even rounds you choose the letter.",
    );
    expect(dialog).not.toHaveTextContent('Players take turns');
  });

  it('links to the word checker and the feedback form in a new tab', async () => {
    await openHowToPlay();
    const checker = screen.getByRole('link', { name: /Word Checker/ });
    const feedback = screen.getByRole('link', { name: /Send feedback/ });
    for (const [link, href] of [
      [checker, '/word-checker'],
      [feedback, '/feedback'],
    ] as const) {
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it("opens 'Scoring Rules' from 'More Info', and Escape closes only the top dialog", async () => {
    const user = await openHowToPlay();
    await user.click(screen.getByRole('button', { name: 'More Info' }));

    const scoring = screen.getByRole('dialog', { name: 'Scoring Rules' });
    expect(scoring).toHaveTextContent(
      'Only one word counts in each row and each column: the highest-scoring one',
    );
    expect(scoring).toHaveTextContent('leftmost');
    expect(scoring).toHaveTextContent('maximum is 32 points');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Scoring Rules' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'How to Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More Info' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How to Play' })).toHaveFocus();
  });
});
