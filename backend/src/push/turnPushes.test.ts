import { describe, expect, it } from 'vitest';
import { PUSH_AWAY_GRACE_MS, turnKey } from '@gridable/common';
import type { StoredGame } from '../db/stores/gameStore';
import { pushesFor, turnPushTiming, yourTurnMessage } from './turnPushes';

const now = new Date('2026-05-01T12:00:00Z');
function game(fields: Partial<StoredGame>): StoredGame {
  return {
    gameId: 'ABCDE',
    status: 'active',
    currentRound: 1,
    currentLetter: null,
    roundState: 'AWAITING_LETTER',
    player1Submitted: false,
    player2Submitted: false,
    ...fields,
  } as StoredGame;
}

describe('turnPushTiming', () => {
  it('pushes at once to a player with no socket on the game', () => {
    expect(turnPushTiming(game({}), 1, now)).toEqual({ at: 'now' });
  });

  it('sends nothing while a socket of theirs holds the game, or when it is not their turn', () => {
    expect(turnPushTiming(game({ player1Active: true }), 1, now)).toBeNull();
    expect(turnPushTiming(game({}), 2, now)).toBeNull();
    expect(turnPushTiming(game({ status: 'completed' }), 1, now)).toBeNull();
  });

  it('waits until their last socket has been gone 30 seconds', () => {
    const leftAt = new Date(now.getTime() - 10_000);
    expect(turnPushTiming(game({ player1LeftAt: leftAt }), 1, now)).toEqual({
      at: 'later',
      delayMs: PUSH_AWAY_GRACE_MS - 10_000,
    });
    const longAgo = new Date(now.getTime() - PUSH_AWAY_GRACE_MS);
    expect(turnPushTiming(game({ player1LeftAt: longAgo }), 1, now)).toEqual({ at: 'now' });
  });
});

describe('turnPushTiming, with every tab of theirs on the game hidden', () => {
  const hiddenAt = (msAgo: number) => new Date(now.getTime() - msAgo);

  it('pushes once the tabs have been hidden 30 s and the turn is 30 s old', () => {
    const hidden = game({ player1Active: true, player1Status: 'Away', player1LeftAt: hiddenAt(3_600_000) });
    expect(turnPushTiming({ ...hidden, lastActivityAt: hiddenAt(PUSH_AWAY_GRACE_MS) }, 1, now)).toEqual({
      at: 'now',
    });
  });

  it('waits out the grace from the later of hiding and the turn beginning', () => {
    // Hidden an hour ago, the friend moved 5 s ago: the hidden tab tells the laptop; the phone waits.
    const longHidden = game({
      player1Active: true,
      player1Status: 'Away',
      player1LeftAt: hiddenAt(3_600_000),
      lastActivityAt: hiddenAt(5_000),
    });
    expect(turnPushTiming(longHidden, 1, now)).toEqual({ at: 'later', delayMs: PUSH_AWAY_GRACE_MS - 5_000 });
    // A quick tab switch 10 s ago, on a turn an hour old.
    const justHidden = {
      ...longHidden,
      player1LeftAt: hiddenAt(10_000),
      lastActivityAt: hiddenAt(3_600_000),
    };
    expect(turnPushTiming(justHidden, 1, now)).toEqual({ at: 'later', delayMs: PUSH_AWAY_GRACE_MS - 10_000 });
  });

  it('sends nothing while a tab of theirs shows the game', () => {
    const visible = game({
      player1Active: true,
      player1Status: 'Available',
      player1LeftAt: hiddenAt(3_600_000),
    });
    expect(turnPushTiming(visible, 1, now)).toBeNull();
  });
});

describe('pushesFor, when the turn becomes theirs while their tabs are hidden', () => {
  it('tells them 30 s after the move', () => {
    // Round 2: player 2 chooses the letter, then it is player 1's to place.
    const before = game({
      player1UUID: 'u1',
      player2UUID: 'u2',
      player1Active: true,
      player1Status: 'Away',
      player1LeftAt: new Date(now.getTime() - 3_600_000),
      currentRound: 2,
    });
    const after = game({
      ...before,
      currentLetter: 'A',
      roundState: 'LETTER_PROVIDED',
      lastActivityAt: now,
    });
    const intents = pushesFor({ before, after, drafts: [], now });
    expect(intents.map((i) => [i.playerUUID, i.message.kind, i.turn?.delayMs])).toEqual([
      ['u1', 'your-turn', PUSH_AWAY_GRACE_MS],
    ]);
    // The push names the turn (seat 1 places round 2's letter), so the worker can ask the hidden tab, which
    // notified at once, whether it told the player of this very turn.
    expect(intents[0]?.message.turn).toBe(turnKey({ currentRound: 2, currentLetter: 'A' }, 1));
  });
});

describe('pushesFor, when the last socket of a player whose turn it is leaves', () => {
  const turnBegan = new Date(now.getTime() - 3_600_000);
  /** Player 1 must choose; their socket, there since `seenAt`, leaves now. */
  function leaving(seenAt: Date) {
    const before = game({
      player1UUID: 'u1',
      player2UUID: 'u2',
      player1Active: true,
      player1LastSeen: seenAt,
      lastActivityAt: turnBegan,
    });
    const after = { ...before, player1Active: false, player1LeftAt: now, player1LastSeen: now };
    return pushesFor({ before, after, drafts: [], now });
  }

  it('tells them 30 s later if nothing was heard from them since the turn began', () => {
    const intents = leaving(new Date(turnBegan.getTime() - 60_000));
    expect(intents.map((i) => [i.playerUUID, i.message.kind, i.turn?.delayMs])).toEqual([
      ['u1', 'your-turn', PUSH_AWAY_GRACE_MS],
    ]);
  });

  it('stays quiet after they opened the game during the turn (from the push) and put it down', () => {
    expect(leaving(new Date(turnBegan.getTime() + 10 * 60_000))).toEqual([]);
  });

  /** Player 1's only tab, connected and in front since `seenAt`, goes hidden now (another tab, the lid). */
  function hiding(seenAt: Date) {
    const before = game({
      player1UUID: 'u1',
      player2UUID: 'u2',
      player1Active: true,
      player1Status: 'Available',
      player1LastSeen: seenAt,
      lastActivityAt: turnBegan,
    });
    const after = { ...before, player1Status: 'Away' as const, player1LeftAt: now, player1LastSeen: now };
    return pushesFor({ before, after, drafts: [], now });
  }

  it('tells them 30 s after their tab went hidden, still connected, if it had not been looked at', () => {
    expect(
      hiding(new Date(turnBegan.getTime() - 60_000)).map((i) => [i.playerUUID, i.turn?.delayMs]),
    ).toEqual([['u1', PUSH_AWAY_GRACE_MS]]);
    expect(hiding(new Date(turnBegan.getTime() + 60_000))).toEqual([]);
  });
});

describe('yourTurnMessage', () => {
  it('says which move is waiting: the letter to choose, or the letter to place', () => {
    expect(yourTurnMessage(game({ currentRound: 3 }), 1).body).toBe(
      "Game ABCDE, round 3: choose this round's letter.",
    );
    const placing = game({ currentRound: 4, currentLetter: 'E', roundState: 'LETTER_PROVIDED' });
    expect(yourTurnMessage(placing, 2).body).toBe('Game ABCDE, round 4: place the letter E on your grid.');
  });
});

describe('pushesFor, a rematch offer', () => {
  const finished = game({ status: 'completed', player1UUID: 'u1', player2UUID: 'u2' });

  it("pushes a seat's first offer to an opponent not looking", () => {
    const after = game({ ...finished, rematchOfferedBy: [1], rematchEverOfferedBy: [1] });
    const drafts = [{ type: 'REMATCH_OFFERED', playerId: 1 } as const];
    const intents = pushesFor({ before: finished, after, drafts, now });
    expect(intents.map((i) => [i.playerUUID, i.message.kind])).toEqual([['u2', 'rematch']]);
  });

  it('does not push an offer made again after a decline or a take-back', () => {
    const before = game({
      ...finished,
      rematchOfferedBy: [],
      rematchEverOfferedBy: [1],
      rematchDeclinedBy: 2,
    });
    const after = game({ ...before, rematchOfferedBy: [1], rematchDeclinedBy: null });
    const drafts = [{ type: 'REMATCH_OFFERED', playerId: 1 } as const];
    expect(pushesFor({ before, after, drafts, now })).toEqual([]);
  });
});

describe('push texts with the opponent’s name', () => {
  const named = { player1UUID: 'u1', player2UUID: 'u2', player1Name: 'Ana', player2Name: 'Ben' };

  it('says whose move it is against, and who chose the letter to place', () => {
    // Round 2: Ben (seat 2) chose the letter; Ana places it.
    const placing = game({ ...named, currentRound: 2, currentLetter: 'E', roundState: 'LETTER_PROVIDED' });
    expect(yourTurnMessage(placing, 1)).toMatchObject({
      title: 'Your move against Ben',
      body: 'Ben chose the letter E. Round 2: place it on your grid.',
    });
    // Round 2's letter is Ben's own: his turn to place it names Ana without saying she chose it.
    expect(yourTurnMessage(placing, 2)).toMatchObject({
      title: 'Your move against Ana',
      body: 'Round 2 against Ana: place the letter E on your grid.',
    });
    expect(yourTurnMessage(game({ ...named, currentRound: 3 }), 1)).toMatchObject({
      title: 'Your move against Ben',
      body: "Round 3 against Ben: choose this round's letter.",
    });
  });

  it('keeps the anonymous texts for an opponent without a name, whatever the player’s own', () => {
    const onlyMine = game({ player1UUID: 'u1', player2UUID: 'u2', player1Name: 'Ana', currentRound: 3 });
    expect(yourTurnMessage(onlyMine, 1)).toMatchObject({
      title: 'Your turn in Gridable',
      body: "Game ABCDE, round 3: choose this round's letter.",
    });
  });

  it('names who nudged and who wants a rematch', () => {
    const playing = game({ ...named, currentRound: 3 });
    const nudged = pushesFor({
      before: playing,
      after: playing,
      drafts: [{ type: 'NUDGED', playerId: 2 }],
      now,
    }).find((i) => i.message.kind === 'nudge');
    expect(nudged?.message).toMatchObject({
      title: 'Ben nudged you',
      body: 'Your game with Ben is waiting for your move.',
    });

    const finished = game({ ...named, status: 'completed' });
    const after = game({ ...finished, rematchOfferedBy: [1], rematchEverOfferedBy: [1] });
    const [offer] = pushesFor({
      before: finished,
      after,
      drafts: [{ type: 'REMATCH_OFFERED', playerId: 1 }],
      now,
    });
    expect(offer?.message).toMatchObject({ title: 'Rematch?', body: 'Ana wants a rematch.' });
  });

  it('keeps today’s nudge and rematch texts without a name', () => {
    const playing = game({ player1UUID: 'u1', player2UUID: 'u2', currentRound: 3 });
    const [nudge] = pushesFor({
      before: playing,
      after: playing,
      drafts: [{ type: 'NUDGED', playerId: 2 }],
      now,
    }).filter((i) => i.message.kind === 'nudge');
    expect(nudge?.message).toMatchObject({
      title: 'Your opponent nudged you',
      body: 'Game ABCDE is waiting for your move.',
    });
    const finished = game({ player1UUID: 'u1', player2UUID: 'u2', status: 'completed' });
    const [offer] = pushesFor({
      before: finished,
      after: game({ ...finished, rematchOfferedBy: [1], rematchEverOfferedBy: [1] }),
      drafts: [{ type: 'REMATCH_OFFERED', playerId: 1 }],
      now,
    });
    expect(offer?.message.body).toBe('Your opponent in game ABCDE wants a rematch.');
  });
});
