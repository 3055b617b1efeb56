// Test double of the daily endpoints, moved by common's real daily rules, for component tests of the whole flow.
import { applyDailyMove, createDailyGameCore, toDailyGameView } from '@gridable/common/rules';
import type { DailyGameCore, DailyGameView } from '@gridable/common';
import { MOVE_ERROR_MESSAGES } from '@gridable/common/messages';
import { json } from './fetchMock';
import type { MockHandler, MockRequest } from './fetchMock';

export const TEST_SEQUENCE = ['E', 'T', 'A', 'O', 'I', 'N', 'S', 'H'];
export const TEST_DATE = '2025-02-11';
export const TEST_GAME_NUMBER = 42;
export const TEST_GAME_ID = `DCS-G${TEST_GAME_NUMBER}-abc`;

export const TEST_PAR = 26;

export interface FakeDailyServer {
  handler: MockHandler;
  requests: MockRequest[];
  game: DailyGameCore;
  /** Whether GETs of the game answer as its owner (a visitor's browser gets false). */
  isOwner: boolean;
  /** Replace a route's answer: return a Response to override, or undefined to fall through. */
  override: (fn: (request: MockRequest) => Response | Promise<Response> | undefined) => void;
}

export function viewOf(game: DailyGameCore, gameId = TEST_GAME_ID): DailyGameView {
  return toDailyGameView({
    ...game,
    gameId,
    playerUUID: null,
    dailyChallengeDate: TEST_DATE,
    lastActivityAt: new Date(0),
    archive: false,
  });
}

export function createFakeDailyServer(
  start: DailyGameCore = createDailyGameCore(TEST_GAME_NUMBER, TEST_SEQUENCE),
) {
  let overrideFn: ((request: MockRequest) => Response | Promise<Response> | undefined) | null = null;
  const server: FakeDailyServer = {
    requests: [],
    game: start,
    isOwner: true,
    override: (fn) => {
      overrideFn = fn;
    },
    handler: async (request) => {
      server.requests.push(request);
      const overridden = overrideFn?.(request);
      if (overridden) return overridden;
      const { method, path, body } = request;
      if (method === 'POST' && path === '/api/daily-challenge-simple')
        return json({ success: true, game: viewOf(server.game), isOwner: true }, 201);
      if (method === 'GET' && path.startsWith(`/api/daily-challenge-simple/${TEST_GAME_ID}?`))
        return json({ success: true, game: viewOf(server.game), isOwner: server.isOwner });
      if (method === 'POST' && path === `/api/daily-challenge-simple/${TEST_GAME_ID}/action`) {
        const action = body as { action: string; cellIndex?: number; letter?: string; round?: number };
        // The server refuses a move made for a round the game has left (another tab moved it on).
        if (action.round !== undefined && action.round !== server.game.currentRound)
          return json({ error: MOVE_ERROR_MESSAGES.staleVersion }, 409);
        const move =
          action.action === 'PLACE_LETTER'
            ? { type: 'PLACE_LETTER' as const, cellIndex: action.cellIndex ?? -1 }
            : { type: 'SELECT_LETTER' as const, letter: action.letter ?? '' };
        const result = applyDailyMove(server.game, move, TEST_SEQUENCE);
        if (!result.ok) return json({ error: result.error.message }, 409);
        server.game = result.game;
        return json({ success: true, game: viewOf(server.game), isOwner: true });
      }
      if (path.startsWith('/api/daily-challenge-sequence/')) {
        const revealed = path.includes('?playerUUID=') && server.game.status === 'completed';
        const sequence = revealed ? TEST_SEQUENCE : null;
        const par = revealed ? TEST_PAR : null;
        return json({
          success: true,
          revealed,
          par,
          sequence,
          gameNumber: TEST_GAME_NUMBER,
          date: TEST_DATE,
        });
      }
      if (path.startsWith('/api/daily-challenge/game-high-score'))
        return json({ success: true, highScore: 30 });
      if (method === 'POST' && path === '/api/public-results') {
        return json(
          { success: true, shareId: 'share123', shareUrl: 'http://localhost:3000/share/share123' },
          201,
        );
      }
      return json({ error: `No fake for ${method} ${path}` }, 404);
    },
  };
  return server;
}
