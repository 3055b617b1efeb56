// Identity transfer codes over real HTTP: issued, claimed once, refused when used or expired, and guessing limited.
import { describe, expect, it } from 'vitest';
import { TRANSFER_CODE_ALPHABET, type TransferCarry } from '@gridable/common';
import { call, newPlayer, useLeagueServer } from './support/leagueServer';

const NOW = new Date('2026-11-25T15:00:00Z');
const server = useLeagueServer(NOW);

async function issue(playerUUID: string, carry?: Partial<TransferCarry>) {
  const reply = await call<{ code: string; expiresAt: string }>(
    'POST',
    `${server.url}/api/identity/transfer-codes`,
    carry ? { playerUUID, carry } : { playerUUID },
  );
  expect(reply.status).toBe(201);
  return reply.body;
}

const claim = (code: string) =>
  call<{ playerUUID?: string; carry?: TransferCarry; error?: string }>(
    'POST',
    `${server.url}/api/identity/transfer-codes/${encodeURIComponent(code)}/claim`,
  );

describe('identity transfer codes', () => {
  it('issues an 8-character code without look-alikes, valid for 10 minutes', async () => {
    const { code, expiresAt } = await issue(newPlayer());
    expect(code).toHaveLength(8);
    for (const ch of code) expect(TRANSFER_CODE_ALPHABET).toContain(ch);
    expect(code).not.toMatch(/[01ILO]/);
    expect(expiresAt).toBe('2026-11-25T15:10:00.000Z');
  });

  it('hands the identity and what the browser carried to the first claim only', async () => {
    const player = newPlayer();
    const carry = {
      computerGame: {
        level: 'hard' as const,
        seed: 42,
        humanSeat: 1 as const,
        startedAt: '2026-11-25T14:00:00.000Z',
        moves: [{ seat: 1 as const, move: { type: 'SELECT_LETTER' as const, letter: 'Q' } }],
      },
      seats: [{ gameId: 'AB2CD', playerId: 2 as const, assignedAt: '2026-11-25T14:30:00.000Z' }],
      shareUrls: { 'DCS-G695-abc': 'https://gridable.example/share/xyz' },
    };
    const { code } = await issue(player, carry);
    // Typed by hand: lower case, with a space, still the same code.
    const first = await claim(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ playerUUID: player, carry });
    const second = await claim(code);
    expect(second.status).toBe(410);
    expect(second.body).toMatchObject({
      code: 'TRANSFER_CODE_USED',
      error: expect.stringMatching(/already been used/),
    });
  });

  it('lets exactly one of two simultaneous claims win', async () => {
    const { code } = await issue(newPlayer());
    const replies = await Promise.all([claim(code), claim(code), claim(code)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 410, 410]);
  });

  it('refuses an expired code', async () => {
    const { code } = await issue(newPlayer());
    server.setNow(new Date(NOW.getTime() + 10 * 60_000));
    try {
      const reply = await claim(code);
      expect(reply.status).toBe(410);
      expect(reply.body).toMatchObject({
        code: 'TRANSFER_CODE_EXPIRED',
        error: expect.stringMatching(/expired/),
      });
    } finally {
      server.setNow(NOW);
    }
  });

  it("refuses a carry planting another site's link for the claimer to share as theirs", async () => {
    const reply = await call<{ error?: string }>('POST', `${server.url}/api/identity/transfer-codes`, {
      playerUUID: newPlayer(),
      carry: { shareUrls: { 'DCS-G695-abc': 'javascript:alert(document.domain)' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/result link/);
  });

  it('refuses malformed requests with a sentence', async () => {
    const noPlayer = await call('POST', `${server.url}/api/identity/transfer-codes`, { playerUUID: 'me' });
    expect(noPlayer.status).toBe(400);
    expect(noPlayer.body.error).toMatch(/playerUUID must be a UUID/);
    const badCarry = await call('POST', `${server.url}/api/identity/transfer-codes`, {
      playerUUID: newPlayer(),
      carry: { seats: 'all' },
    });
    expect(badCarry.status).toBe(400);
    const badCode = await claim('OIL10');
    expect(badCode.status).toBe(400);
    expect(badCode.body.error).toMatch(/8 letters and digits/);
  });
});
