// The computer's name in the round's header is drawn again only when its level or its thinking changes: the page
// renders on every cell tap, and on a slow phone each component drawn is time between the tap and its frame.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderLog } from '../../../testing/renderedComponents';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import { PlayScreen, type PendingPlacement } from '../../friend-game';
import { computerName } from '@gridable/common/messages';
import { ComputerOpponent } from './ComputerOpponent';

/** Round 2: the computer chose T and the player places it. */
const placing = gameViewFixture({
  gameId: 'LOCAL',
  currentRound: 2,
  currentLetter: 'T',
  currentTurn: 2,
  roundState: 'LETTER_PROVIDED',
  player1: 'you',
  player2: 'computer',
});

function Placing() {
  const [pending, setPending] = useState<PendingPlacement | null>(null);
  return (
    <PlayScreen
      game={placing}
      seat={1}
      hasSubmitted={false}
      isConnected
      opponentPresence="active"
      pending={pending}
      isPlacementOptimistic={false}
      onChoosePlacement={setPending}
      onSubmitLetter={vi.fn(() => Promise.resolve(true))}
      onConfirmPlacement={vi.fn(() => Promise.resolve(true))}
      onPlacementRefused={vi.fn()}
      opponent={<ComputerOpponent level="easy" isThinking={false} />}
    />
  );
}

describe('ComputerOpponent renders', () => {
  it('is not drawn again when a cell tap renders the page', async () => {
    const log = renderLog();
    const user = userEvent.setup();
    const { container } = render(log.wrap(<Placing />));
    log.attach(container);
    expect(screen.getByText(computerName('easy'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Row 1, column 1, empty' }));
    const drawn = log.take();
    expect(drawn).toContain('GridCell');
    expect(drawn).not.toContain('ComputerOpponent');
    expect(drawn).not.toContain('PresencePill');
  });
});
