import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyGrid, scoreGrid, type DailyGameView, type Grid } from '@gridable/common';
import { visitorLettersHidden } from '@gridable/common/messages';
import { renderWithStore } from '../../testing/renderWithStore';
import { toDailyGame } from './dailyGame';
import { DailyVisitorView } from './DailyVisitorView';

const grid: Grid = ['HARE', 'ONCE', 'TEAL', 'SKIT'].map((row) => Array.from(row));
const { total, words } = scoreGrid(grid);

/** Someone's finished game as the server sends it to a visitor. */
function visitorReply(overrides: Partial<DailyGameView>): DailyGameView {
  return {
    gameId: 'DCS-G42-abcdefghijkl',
    gameMode: 'daily',
    status: 'completed',
    currentRound: 16,
    currentLetter: 'T',
    currentTurn: 2,
    roundState: 'LETTER_PROVIDED',
    player1: 'AI',
    player2: 'player',
    player1UUID: null,
    player2UUID: null,
    player1Grid: emptyGrid(),
    player2Grid: grid,
    player1Words: [],
    player2Words: words,
    player1Score: 0,
    player2Score: total,
    player1Submitted: false,
    player2Submitted: false,
    player1Status: 'Available',
    player2Status: 'Available',
    identityVersion: 1,
    lastActivityAt: '2026-03-10T10:00:00.000Z',
    challengeId: null,
    dailyChallengeDate: '2026-03-10',
    gameNumber: 42,
    playerGrid: grid,
    playerWords: words,
    playerScore: total,
    completedRounds: 16,
    version: 24,
    archive: false,
    ...overrides,
  };
}

function show(view: DailyGameView) {
  const game = toDailyGame(view);
  if (!game) throw new Error('not a daily game');
  renderWithStore(<DailyVisitorView game={game} />);
}

describe("a visitor to someone's finished daily game", () => {
  it('while the day is open, shows the score and says why the grid is hidden', () => {
    show(
      visitorReply({
        playerGrid: emptyGrid(),
        player2Grid: emptyGrid(),
        playerWords: [],
        player2Words: [],
        currentLetter: null,
        lettersHidden: true,
      }),
    );
    expect(screen.getByText(`Their score: ${total}/32`)).toBeInTheDocument();
    expect(screen.getByText(visitorLettersHidden(42))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Their grid' })).toBeNull();
  });

  it('once the letters may be seen, shows the grid and no note', () => {
    show(visitorReply({}));
    expect(screen.queryByText(visitorLettersHidden(42))).toBeNull();
    expect(screen.getByText(`Their score: ${total}/32`)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Their grid' })).toBeInTheDocument();
  });
});
