import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Seat } from '@gridable/common';
import { gameViewFixture } from '../../../testing/gameViewFixture';
import type { PendingPlacement } from '../model/friendGameSlice';
import { PlayScreen } from './PlayScreen';
import type { PlayScreenProps } from './PlayScreen';

function renderPlay(overrides: Partial<PlayScreenProps> = {}, seat: Seat = 1) {
  const props: PlayScreenProps = {
    game: gameViewFixture(),
    seat,
    hasSubmitted: false,
    isConnected: true,
    opponentPresence: 'active',
    pending: null,
    isPlacementOptimistic: false,
    onChoosePlacement: vi.fn(),
    onSubmitLetter: vi.fn(() => Promise.resolve(true)),
    onConfirmPlacement: vi.fn(() => Promise.resolve(true)),
    onPlacementRefused: vi.fn(),
    ...overrides,
  };
  const view = render(<PlayScreen {...props} />);
  return {
    ...view,
    props,
    rerender: (next: Partial<PlayScreenProps>) => view.rerender(<PlayScreen {...props} {...next} />),
  };
}

const letterOut = gameViewFixture({ currentRound: 3, currentLetter: 'T', roundState: 'LETTER_PROVIDED' });

describe('PlayScreen status lines', () => {
  it('offers the letter keyboard (and no text box) to the round chooser', () => {
    renderPlay();
    expect(screen.getByRole('heading', { name: 'Round 1 of 16' })).toBeInTheDocument();
    expect(screen.getByText('Your turn: choose a letter for both grids.')).toBeInTheDocument();
    const keyboard = screen.getByRole('group', { name: 'Letter' });
    expect(within(keyboard).getAllByRole('button', { pressed: false })).toHaveLength(26);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('tells the other player to wait for the letter', () => {
    renderPlay({}, 2);
    expect(screen.getByText('Waiting for opponent to choose a letter...')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Letter' })).not.toBeInTheDocument();
  });

  it('words the final round wait differently', () => {
    renderPlay({ game: gameViewFixture({ currentRound: 16 }) }, 1);
    expect(
      screen.getByText('Waiting for opponent to choose final letter and end the game...'),
    ).toBeInTheDocument();
  });

  it('says the final letter completes the game by itself, and offers no placement', () => {
    renderPlay({
      game: gameViewFixture({ currentRound: 16, currentLetter: 'E', roundState: 'LETTER_PROVIDED' }),
    });
    expect(
      screen.getByText('Final letter selected! The game will complete automatically.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Row 1, column 1, empty' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('waits for the opponent once you have placed', () => {
    renderPlay({ game: letterOut, hasSubmitted: true });
    expect(screen.getByText('Waiting for opponent to place the letter...')).toBeInTheDocument();
  });

  it('shows the current letter and the opponent presence while connected', () => {
    renderPlay({ game: letterOut, opponentPresence: 'away' });
    expect(screen.getByRole('img', { name: 'Current letter T' })).toBeInTheDocument();
    expect(screen.getByText(/Opponent: Away/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the opponent in their presence once they have given a name', () => {
    renderPlay({ game: { ...letterOut, player2Name: 'Ana' }, opponentPresence: 'active' });
    expect(screen.getByText('Ana: Active')).toBeInTheDocument();
    expect(screen.queryByText(/Opponent: /)).toBeNull();
  });

  it("shows the opponent's grid under their name while the game's end is revealed", () => {
    renderPlay({ game: { ...letterOut, player1Name: 'Ben', player2Name: 'Ana' }, isRevealing: true }, 2);
    expect(screen.getByRole('group', { name: "Ben's grid" })).toBeInTheDocument();
  });

  it('cut off, says to reconnect in place of the tap hint and claims nothing of the opponent', () => {
    renderPlay({ game: letterOut, isConnected: false, opponentPresence: 'active' });
    expect(screen.getByRole('alert')).toHaveTextContent('Connection lost. Please reconnect.');
    expect(screen.queryByText(/Opponent: /)).toBeNull();
    expect(screen.queryByText('Tap an empty square to place the letter.')).toBeNull();
  });

  it('cut off on your move, says you can play once reconnected instead of asking for a move', () => {
    renderPlay({ isConnected: false });
    expect(screen.queryByText('Your turn: choose a letter for both grids.')).toBeNull();
    expect(screen.getByText('Your turn, once you are reconnected.')).toBeInTheDocument();
  });

  it('cut off with a placement not yet acknowledged, says it goes on reconnecting, not that you wait', () => {
    renderPlay({
      game: letterOut,
      isConnected: false,
      hasSubmitted: true,
      isPlacementOptimistic: true,
      pending: { cellIndex: 0, letter: 'T' },
    });
    expect(screen.getByText('Your move is sent once you are reconnected.')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for opponent to place the letter...')).toBeNull();
  });

  it("cut off on the opponent's move, still says whose move it is", () => {
    renderPlay({ isConnected: false }, 2);
    expect(screen.getByText('Waiting for opponent to choose a letter...')).toBeInTheDocument();
  });

  it('disables the letter keyboard while disconnected', () => {
    renderPlay({ isConnected: false });
    expect(screen.getByRole('button', { name: 'K' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('submits a tapped key only once Submit is pressed', async () => {
    const user = userEvent.setup();
    const { props } = renderPlay();
    await user.click(screen.getByRole('button', { name: 'K' }));
    expect(screen.getByRole('button', { name: 'K' })).toHaveAttribute('aria-pressed', 'true');
    expect(props.onSubmitLetter).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(props.onSubmitLetter).toHaveBeenCalledExactlyOnceWith('K');
  });

  it('takes a letter typed on a physical keyboard, and Enter sends it', async () => {
    const user = userEvent.setup();
    const { props } = renderPlay();
    await user.keyboard('k{Enter}');
    expect(props.onSubmitLetter).toHaveBeenCalledExactlyOnceWith('K');
  });
});

describe('PlayScreen temporary placement', () => {
  it('places a temporary tile on click and confirms it with Submit', async () => {
    const user = userEvent.setup();
    const { props, rerender } = renderPlay({ game: letterOut });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Row 2, column 3, empty' }));
    expect(props.onChoosePlacement).toHaveBeenCalledWith({ cellIndex: 6, letter: 'T' });
    const pending: PendingPlacement = { cellIndex: 6, letter: 'T' };
    rerender({ pending });
    expect(
      screen.getByRole('button', { name: 'Row 2, column 3, letter T', pressed: true }),
    ).toBeInTheDocument();
    expect(props.onConfirmPlacement).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(props.onConfirmPlacement).toHaveBeenCalledExactlyOnceWith(6);
  });

  it('moves the temporary tile when another cell is chosen', async () => {
    const user = userEvent.setup();
    const { props } = renderPlay({ game: letterOut, pending: { cellIndex: 6, letter: 'T' } });
    await user.click(screen.getByRole('button', { name: 'Row 4, column 1, empty' }));
    expect(props.onChoosePlacement).toHaveBeenCalledWith({ cellIndex: 12, letter: 'T' });
    expect(props.onConfirmPlacement).not.toHaveBeenCalled();
  });

  it('confirms with Enter, and with a second press on the tile', async () => {
    const user = userEvent.setup();
    const { props } = renderPlay({ game: letterOut, pending: { cellIndex: 6, letter: 'T' } });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(props.onConfirmPlacement).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Row 2, column 3, letter T' }));
    expect(props.onConfirmPlacement).toHaveBeenCalledTimes(2);
  });

  it('shows the tile as placed while the confirm is in flight', () => {
    renderPlay({
      game: letterOut,
      pending: { cellIndex: 6, letter: 'T' },
      isPlacementOptimistic: true,
      hasSubmitted: true,
    });
    expect(screen.getByRole('button', { name: 'Row 2, column 3, letter T' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByText('Waiting for opponent to place the letter...')).toBeInTheDocument();
  });

  it('ignores a confirm in the final round', () => {
    const { props } = renderPlay({
      game: gameViewFixture({ currentRound: 16, currentLetter: 'E', roundState: 'LETTER_PROVIDED' }),
      pending: { cellIndex: 6, letter: 'E' },
    });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(props.onConfirmPlacement).not.toHaveBeenCalled();
    expect(props.onPlacementRefused).not.toHaveBeenCalled();
  });
});

describe('PlayScreen refused placements', () => {
  it('refuses a confirm before the letter is chosen, with the SPEC sentence and no request', () => {
    const { props } = renderPlay({}, 2);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(props.onPlacementRefused).toHaveBeenCalledExactlyOnceWith(
      'No letter is currently selected. Please wait for a letter to be chosen.',
    );
    expect(props.onConfirmPlacement).not.toHaveBeenCalled();
  });

  it('refuses a second confirm once you have placed this round', () => {
    const { props } = renderPlay({ game: letterOut, hasSubmitted: true });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(props.onPlacementRefused).toHaveBeenCalledExactlyOnceWith(
      'You have already placed your letter this round.',
    );
    expect(props.onConfirmPlacement).not.toHaveBeenCalled();
  });

  it("leaves the chooser's Enter to the letter box", () => {
    const { props } = renderPlay();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(props.onPlacementRefused).not.toHaveBeenCalled();
  });
});
