// A friend game as Home's hub lists it, for the hub's tests: an active game in round 3, changed as a test needs.
import type { HubGame } from '@gridable/common';

export function hubGameFixture(overrides: Partial<HubGame> = {}): HubGame {
  return {
    gameId: 'ABCDE',
    status: 'active',
    playerId: 2,
    round: 3,
    yourTurn: false,
    theirTurn: true,
    opponentJoined: true,
    opponentName: null,
    opponentPresent: false,
    yourScore: 0,
    opponentScore: 0,
    result: null,
    ending: null,
    lastMoveAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    moved: true,
    claimableAt: null,
    rematchOffered: false,
    rematchAsked: false,
    rematchDeclined: false,
    rematchGameId: null,
    ...overrides,
  };
}
