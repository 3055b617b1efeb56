// Test fixture: a friend game as the server would send it, with overrides for the state under test.
import { emptyGrid } from '@gridable/common/rules';
import type { GameView } from '@gridable/common';

export function gameViewFixture(overrides: Partial<GameView> = {}): GameView {
  return {
    gameId: 'ABCDE',
    gameMode: 'multiplayer',
    status: 'active',
    currentRound: 1,
    currentLetter: null,
    currentTurn: 1,
    roundState: 'AWAITING_LETTER',
    player1: 'client-1',
    player2: 'redacted',
    player1UUID: null,
    player2UUID: null,
    player1Grid: emptyGrid(),
    player2Grid: emptyGrid(),
    player1Words: [],
    player2Words: [],
    player1Score: 0,
    player2Score: 0,
    player1Submitted: false,
    player2Submitted: false,
    player1Status: 'Available',
    player2Status: 'Available',
    identityVersion: 1,
    version: 1,
    lastActivityAt: '2025-06-14T18:30:00.000Z',
    ...overrides,
  };
}
