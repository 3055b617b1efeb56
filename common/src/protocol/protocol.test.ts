import { describe, expect, it } from 'vitest';
import {
  CreateGameRequest,
  DailyAction,
  FeedbackRequest,
  FriendGameId,
  GameHighScoreQuery,
  JoinGameRequest,
  PlacementRequest,
  PresenceUpdateRequest,
  ServerEvent,
  SERVER_EVENT_TYPES,
  SocketRefresh,
  SocketStatus,
  StatusRequest,
  TransferCarry,
  ValidateWordRequest,
  describeZodError,
} from './index';

const uuid = '6f1c0f5e-2b7a-4f2e-9d55-4a1f0b7c9e11';

function errorOf(result: { success: boolean; error?: unknown }): string {
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error as never);
}

describe('request schemas', () => {
  it('refuses an unknown daily action, status or game number with a sentence, not a zod default', () => {
    expect(errorOf(DailyAction.safeParse({ action: 'FOO' }))).toBe(
      'The move must be SELECT_LETTER with a letter or PLACE_LETTER with a cell index.',
    );
    expect(errorOf(DailyAction.safeParse({ action: 'PLACE_LETTER' }))).toBe(
      'cellIndex must be a number from 0 to 15',
    );
    expect(errorOf(StatusRequest.safeParse({ status: 'Sleeping', clientId: 'c1' }))).toBe(
      'status must be Available or Away',
    );
    expect(errorOf(SocketStatus.safeParse({ status: 42 }))).toBe('status must be Available or Away');
    expect(errorOf(PresenceUpdateRequest.safeParse({ status: 'asleep', clientId: 'c1' }))).toBe(
      'status must be active or away',
    );
    for (const gameNumber of ['abc', '0', '1.5'])
      expect(errorOf(GameHighScoreQuery.safeParse({ gameNumber }))).toBe(
        'gameNumber must be a whole number from 1',
      );
    expect(GameHighScoreQuery.parse({ gameNumber: '42' })).toEqual({ gameNumber: 42 });
  });

  it('trims and upper-cases a typed game id, and explains an empty one', () => {
    expect(FriendGameId.parse('  ab3cd ')).toBe('AB3CD');
    expect(errorOf(FriendGameId.safeParse('  '))).toBe('Please enter a valid game ID to join');
    expect(FriendGameId.safeParse('ABCDEF').success).toBe(false);
  });

  it('accepts the fallback game creation call with no body', () => {
    expect(CreateGameRequest.parse(undefined)).toEqual({});
  });

  it('requires a clientId and a UUID to join, and names what is missing', () => {
    expect(
      JoinGameRequest.safeParse({ clientId: 'c1', playerUUID: uuid, requestedPlayerId: 2 }).success,
    ).toBe(true);
    expect(errorOf(JoinGameRequest.safeParse({ playerUUID: uuid }))).toBe('clientId is required');
    expect(errorOf(JoinGameRequest.safeParse({ clientId: 'c1', playerUUID: 'nope' }))).toContain('UUID');
  });

  it('rejects cell indexes outside 0-15 and non-integers', () => {
    const base = { playerId: 1, clientId: 'c' };
    expect(PlacementRequest.safeParse({ ...base, cellIndex: 15 }).success).toBe(true);
    for (const cellIndex of [-1, 16, 2.5, '3', null]) {
      expect(PlacementRequest.safeParse({ ...base, cellIndex }).success, String(cellIndex)).toBe(false);
    }
  });

  it('drops unknown keys such as $-operators and __proto__ instead of passing them on', () => {
    const parsed = PlacementRequest.parse(
      JSON.parse('{"playerId":1,"cellIndex":0,"clientId":"c","$set":{"x":1},"__proto__":{"admin":true}}'),
    );
    expect(Object.keys(parsed).sort()).toEqual(['cellIndex', 'clientId', 'playerId']);
    expect((parsed as Record<string, unknown>).admin).toBeUndefined();
  });

  it('reads daily actions by their action name, with the spec body alone or a well-formed player', () => {
    expect(DailyAction.parse({ action: 'SELECT_LETTER', letter: 'q', playerUUID: uuid })).toEqual({
      action: 'SELECT_LETTER',
      letter: 'Q',
      playerUUID: uuid,
    });
    // The spec's own body: ownership then comes from the daily cookie.
    expect(DailyAction.parse({ action: 'PLACE_LETTER', cellIndex: 0 })).toEqual({
      action: 'PLACE_LETTER',
      cellIndex: 0,
    });
    expect(
      errorOf(DailyAction.safeParse({ action: 'PLACE_LETTER', cellIndex: 0, playerUUID: 'me' })),
    ).toContain('UUID');
    expect(DailyAction.safeParse({ action: 'SELECT_LETTER', letter: 'QU' }).success).toBe(false);
    expect(DailyAction.safeParse({ action: 'JUMP' }).success).toBe(false);
  });

  it('gives the spec feedback messages', () => {
    expect(errorOf(FeedbackRequest.safeParse({ message: '   ' }))).toBe(
      'Please enter your feedback before submitting.',
    );
    expect(FeedbackRequest.parse({ message: ' hi ' }).message).toBe('hi');
    expect(FeedbackRequest.safeParse({ message: 'x'.repeat(501) }).success).toBe(false);
    expect(FeedbackRequest.safeParse({ message: 'x'.repeat(500) }).success).toBe(true);
  });

  it('upper-cases words for the word check and refuses more than 4 letters', () => {
    expect(ValidateWordRequest.parse({ word: ' cat ' }).word).toBe('CAT');
    expect(errorOf(ValidateWordRequest.safeParse({ word: 'words' }))).toBe('word must be at most 4 letters');
    expect(errorOf(ValidateWordRequest.safeParse({}))).toBe('word is required');
  });
});

describe('identity transfer carry', () => {
  it('carries result links of this kind only, keyed by game ids', () => {
    const link = 'https://gridable.example/share/xyz';
    expect(TransferCarry.safeParse({ shareUrls: { 'DCS-G695-abc': link } }).success).toBe(true);
    for (const shareUrls of [
      { 'DCS-G695-abc': 'javascript:alert(1)' },
      { 'DCS-G695-abc': 'https://phish.example/login' },
      { 'DCS-G695-abc': 'https://gridable.example/share/xyz/../../login' },
      { 'DCS-G695-abc': 'data:text/html,<script>alert(1)</script>' },
      { $where: link },
      { 'a.b': link },
    ])
      expect(TransferCarry.safeParse({ shareUrls }).success, JSON.stringify(shareUrls)).toBe(false);
    const seat = { gameId: '../../api/x', playerId: 1, assignedAt: '2026-11-25T14:30:00.000Z' };
    expect(TransferCarry.safeParse({ seats: [seat] }).success).toBe(false);
  });
});

describe('socket payloads', () => {
  it('reads a refresh with no payload, an empty object or null alike', () => {
    for (const payload of [undefined, null, {}]) expect(SocketRefresh.safeParse(payload).success).toBe(true);
    expect(SocketRefresh.safeParse('all').success).toBe(false);
  });
});

describe('server events', () => {
  it('lists every event of SPEC section 4, and the rematch events of issue 15', () => {
    expect([...SERVER_EVENT_TYPES].sort()).toEqual(
      [
        'HEARTBEAT',
        'NUDGED',
        'REACTION',
        'CONNECTION_ESTABLISHED',
        'PRESENCE_UPDATE',
        'STATE_SYNC',
        'PLAYER_PLACED_LETTER',
        'GAME_JOINED',
        'LETTER_SELECTED',
        'ROUND_COMPLETE',
        'GAME_STARTED',
        'GAME_COMPLETE',
        'GAME_NOT_FOUND',
        'GAME_FULL',
        'ERROR',
        'STATUS_UPDATED',
        'PLAYER_RETURNED',
        'PLACEMENT_ERROR',
        'REMATCH_OFFERED',
        'REMATCH_DECLINED',
        'REMATCH_STARTED',
      ].sort(),
    );
  });

  it('parses a presence update that names a seat, not a clientId', () => {
    const event = ServerEvent.parse({
      type: 'PRESENCE_UPDATE',
      eventId: 3,
      gameId: 'AB3CD',
      timestamp: new Date(0).toISOString(),
      playerId: 2,
      status: 'away',
    });
    expect(event.type).toBe('PRESENCE_UPDATE');
  });
});
