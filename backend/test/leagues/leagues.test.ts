// Daily leagues over real HTTP: the fixed API, what members and outsiders see, and who may rename, close and remove.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  LEAGUE_IDLE_DAYS,
  LEAGUE_MESSAGES,
  LEAGUE_MAX_MEMBERS,
  MS_PER_DAY,
  type LeagueMemberView,
  type LeagueView,
  type MyLeaguesResponse,
} from '@gridable/common';
import { createLeagueService } from '../../src/leagues/leagueService';
import { createLeagueStore } from '../../src/db/stores/leagueStore';
import { call, newPlayer, storeDailyGame, useLeagueServer } from './support/leagueServer';

// A Wednesday afternoon in UTC: the week began on Monday 2026-11-23.
const NOW = new Date('2026-11-25T15:00:00Z');
const TODAY = '2026-11-25';
const server = useLeagueServer(NOW, {
  budgets: { creates: { name: 'league-creates-test', limit: 1000, windowMs: 60_000 } },
});

async function createLeague(playerUUID: string, name = 'Friday Club', nickname = 'Ann') {
  const reply = await call<{ leagueId: string; joinUrl: string }>('POST', `${server.url}/api/leagues`, {
    name,
    nickname,
    playerUUID,
  });
  expect(reply.status).toBe(201);
  return reply.body.leagueId;
}

const join = (leagueId: string, playerUUID: string, nickname: string) =>
  call<{ memberId: string; error?: string }>('POST', `${server.url}/api/leagues/${leagueId}/members`, {
    nickname,
    playerUUID,
  });

async function view(leagueId: string, playerUUID?: string): Promise<LeagueView> {
  const query = playerUUID ? `?playerUUID=${playerUUID}` : '';
  const reply = await call<LeagueView>('GET', `${server.url}/api/leagues/${leagueId}${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

async function memberView(leagueId: string, playerUUID: string): Promise<LeagueMemberView> {
  const seen = await view(leagueId, playerUUID);
  if (!seen.isMember) throw new Error('expected a member view');
  return seen;
}

describe('creating and joining a league', () => {
  it('creates with a name and nickname and answers with the join link', async () => {
    const reply = await call('POST', `${server.url}/api/leagues`, {
      name: 'Office',
      nickname: 'Bo',
      playerUUID: newPlayer(),
    });
    expect(reply.status).toBe(201);
    expect(reply.body.leagueId).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(reply.body.joinUrl).toBe(`${server.url}/league/${String(reply.body.leagueId)}`);
  });

  it('never puts a Host nobody allowed in the join link', async () => {
    const body = JSON.stringify({ name: 'Office', nickname: 'Bo', playerUUID: newPlayer() });
    const reply = await new Promise<{ leagueId: string; joinUrl: string }>((resolve, reject) => {
      // fetch would not send a Host of our choosing.
      const req = http.request(
        `${server.url}/api/leagues`,
        { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(text) as { leagueId: string; joinUrl: string }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(reply.joinUrl).toBe(`/league/${reply.leagueId}`);
  });

  it('joins with 201 the first time and 200 after, keeping the first nickname', async () => {
    const leagueId = await createLeague(newPlayer());
    const player = newPlayer();
    const first = await join(leagueId, player, 'Cleo');
    expect(first.status).toBe(201);
    const again = await join(leagueId, player, 'Cleo 2');
    expect(again.status).toBe(200);
    expect(again.body.memberId).toBe(first.body.memberId);
    const seen = await memberView(leagueId, player);
    expect(seen.today.rows.map((r) => r.nickname).sort()).toEqual(['Ann', 'Cleo']);
  });

  it('shows an outsider the name, the member count and who is in it, and nothing of their play', async () => {
    const creator = newPlayer();
    const leagueId = await createLeague(creator, 'Secret Garden');
    await storeDailyGame(server.models, creator, TODAY, 21);
    expect(await view(leagueId, newPlayer())).toEqual({
      leagueId,
      name: 'Secret Garden',
      memberCount: 1,
      memberNames: ['Ann'],
      maxMembers: LEAGUE_MAX_MEMBERS,
      closed: false,
      isMember: false,
    });
    expect((await view(leagueId)).isMember).toBe(false);
  });

  it('names the first members for an invite, the creator first, however many there are', async () => {
    const ann = newPlayer();
    const bo = newPlayer();
    const leagueId = await createLeague(ann);
    await join(leagueId, bo, 'Bo');
    for (const nickname of ['Cleo', 'Dan', 'Eve']) await join(leagueId, newPlayer(), nickname);
    expect(await view(leagueId)).toMatchObject({ memberCount: 5, memberNames: ['Ann', 'Bo', 'Cleo'] });

    // Ann leaves and hands the league to Bo, who now leads the names.
    const annMember = (await memberView(leagueId, ann)).viewerMemberId;
    expect(
      (
        await call('DELETE', `${server.url}/api/leagues/${leagueId}/members/${annMember}`, {
          playerUUID: ann,
        })
      ).status,
    ).toBe(200);
    expect(await view(leagueId)).toMatchObject({ memberCount: 4, memberNames: ['Bo', 'Cleo', 'Dan'] });
  });

  it('refuses bad names and nicknames with a sentence', async () => {
    const player = newPlayer();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'shit happens', nickname: 'Ann' }, /League name is not allowed here/],
      [{ name: 'Club', nickname: 'a$$hole' }, /Nickname may use only letters, digits, spaces and \. _ -/],
      [{ name: 'Club', nickname: 'Sh1t' }, /Nickname is not allowed here/],
      [{ name: 'Club', nickname: '<script>' }, /Nickname may use only/],
      [{ name: 'A name far too long for it', nickname: 'Ann' }, /at most 20 characters/],
      [{ name: '   ', nickname: 'Ann' }, /League name must not be empty/],
      [{ name: 'Club' }, /Nickname is required/],
    ];
    for (const [body, error] of cases) {
      const reply = await call('POST', `${server.url}/api/leagues`, { playerUUID: player, ...body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error).toMatch(error);
    }
    const leagueId = await createLeague(newPlayer());
    const refused = await join(leagueId, newPlayer(), 'fuck');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Nickname is not allowed here; please choose another.');
    expect((await view(leagueId)).memberCount).toBe(1);
  });

  it('refuses a nickname already used in the league, whatever its case', async () => {
    const leagueId = await createLeague(newPlayer(), 'Names', 'Dana');
    const reply = await join(leagueId, newPlayer(), 'DANA');
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatch(/already uses that nickname/);
  });

  it('answers 404 for an unknown league and 400 for a malformed id', async () => {
    expect((await call('GET', `${server.url}/api/leagues/AAAAAAAAAA`)).status).toBe(404);
    expect((await join('AAAAAAAAAA', newPlayer(), 'Eve')).status).toBe(404);
    const malformed = await call('GET', `${server.url}/api/leagues/not-an-id`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/league id/);
  });

  it('seats at most 50 members even when many join at once', async () => {
    const leagueId = await createLeague(newPlayer());
    const replies = await Promise.all(
      Array.from({ length: LEAGUE_MAX_MEMBERS + 5 }, (_, i) => join(leagueId, newPlayer(), `Player ${i}`)),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(LEAGUE_MAX_MEMBERS - 1);
    const full = replies.filter((r) => r.status === 409);
    expect(full).toHaveLength(6);
    expect(full[0]?.body).toMatchObject({ code: 'LEAGUE_FULL', error: expect.stringMatching(/full/) });
    expect((await view(leagueId)).memberCount).toBe(LEAGUE_MAX_MEMBERS);
  });
});

describe('what a member sees', () => {
  it('shows scores at once and grids only once the viewer has finished the day', async () => {
    const ann = newPlayer();
    const bo = newPlayer();
    const leagueId = await createLeague(ann);
    await join(leagueId, bo, 'Bo');
    await storeDailyGame(server.models, ann, TODAY, 22);

    const beforeBo = await memberView(leagueId, bo);
    expect(beforeBo.today.revealed).toBe(false);
    const annRow = beforeBo.today.rows.find((r) => r.nickname === 'Ann');
    expect(annRow).toMatchObject({ status: 'finished', score: 22, rank: 1, grid: null, words: null });
    expect(beforeBo.today.rows.find((r) => r.nickname === 'Bo')).toMatchObject({
      status: 'not-started',
      score: null,
    });
    // Ann, who finished, sees her own grid.
    expect((await memberView(leagueId, ann)).today.rows.find((r) => r.isViewer)?.grid).not.toBeNull();

    await storeDailyGame(server.models, bo, TODAY, 25);
    const afterBo = await memberView(leagueId, bo);
    expect(afterBo.today.revealed).toBe(true);
    expect(afterBo.today.rows.map((r) => [r.nickname, r.rank])).toEqual([
      ['Bo', 1],
      ['Ann', 2],
    ]);
    expect(afterBo.today.rows.find((r) => r.nickname === 'Ann')?.grid?.[0]).toEqual(['C', 'A', 'T', 'S']);
    expect(afterBo.today.rows.find((r) => r.nickname === 'Ann')?.words?.[0]?.word).toBe('CATS');
  });

  it('keeps a day hidden while it is still being played anywhere', async () => {
    const ann = newPlayer();
    const bo = newPlayer();
    // A league far west: its day is the last to end anywhere on Earth.
    const west = await call<{ leagueId: string }>('POST', `${server.url}/api/leagues`, {
      name: 'West',
      nickname: 'Ann',
      playerUUID: ann,
      timeZone: 'Etc/GMT+12',
    });
    await join(west.body.leagueId, bo, 'Bo');
    await storeDailyGame(server.models, ann, TODAY, 18);
    server.setNow(new Date('2026-11-26T11:59:00Z'));
    try {
      const late = await memberView(west.body.leagueId, bo);
      expect(late.today).toMatchObject({ day: TODAY, revealed: false });
      expect(late.today.rows.find((r) => r.nickname === 'Ann')).toMatchObject({ score: 18, grid: null });
    } finally {
      server.setNow(NOW);
    }
  });

  it('counts the week from Monday and all time from the league’s first day, with streaks and par', async () => {
    const ann = newPlayer();
    const bo = newPlayer();
    // Played before the league existed: counts for streaks, not for the standings.
    await storeDailyGame(server.models, ann, '2026-11-20', 30);
    server.setNow(new Date('2026-11-21T10:00:00Z'));
    const leagueId = await createLeague(ann);
    server.setNow(NOW);
    await join(leagueId, bo, 'Bo');
    for (const [day, score] of [
      ['2026-11-21', 10],
      ['2026-11-22', 11], // Sunday: last week
      ['2026-11-23', 12],
      ['2026-11-24', 13],
      [TODAY, 14],
    ] as const)
      await storeDailyGame(server.models, ann, day, score);
    await storeDailyGame(server.models, bo, '2026-11-23', 30);
    await storeDailyGame(server.models, bo, '2026-11-24', 20, { archive: true });
    await storeDailyGame(server.models, bo, TODAY, 9, { status: 'active' });

    const seen = await memberView(leagueId, bo);
    expect(seen.week).toMatchObject({ from: '2026-11-23', to: TODAY });
    expect(seen.week.rows.map((r) => [r.nickname, r.total, r.played, r.rank])).toEqual([
      ['Ann', 39, 3, 1],
      ['Bo', 30, 1, 2],
    ]);
    expect(seen.allTime.from).toBe('2026-11-21');
    expect(seen.allTime.rows.map((r) => [r.nickname, r.total, r.played, r.best])).toEqual([
      ['Ann', 60, 5, 14],
      ['Bo', 30, 1, 30],
    ]);
    const rows = new Map(seen.today.rows.map((r) => [r.nickname, r]));
    expect(rows.get('Ann')).toMatchObject({ streak: 6, status: 'finished', score: 14 });
    // An archive play never counts, and a game in progress has no score yet.
    expect(rows.get('Bo')).toMatchObject({ streak: 0, status: 'playing', score: null });

    await server.models.dailySequences.create({
      date: TODAY,
      gameNumber: seen.today.gameNumber,
      par: 20,
      ...Object.fromEntries([...'ABCDEFGH'].map((l, i) => [`letter${i + 1}`, l])),
    });
    const withPar = await memberView(leagueId, bo);
    expect(withPar.today.par).toBe(20);
    expect(withPar.today.rows.find((r) => r.nickname === 'Ann')?.vsPar).toBe(-6);
  });
});

describe('renaming, removing and leaving', () => {
  it('lets only the creator rename', async () => {
    const creator = newPlayer();
    const member = newPlayer();
    const leagueId = await createLeague(creator);
    await join(leagueId, member, 'Bo');
    const refused = await call('PATCH', `${server.url}/api/leagues/${leagueId}`, {
      name: 'Mine',
      playerUUID: member,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Only the league’s creator/);
    const badName = await call('PATCH', `${server.url}/api/leagues/${leagueId}`, {
      name: 'cunt',
      playerUUID: creator,
    });
    expect(badName.status).toBe(400);
    const renamed = await call('PATCH', `${server.url}/api/leagues/${leagueId}`, {
      name: 'Ours',
      playerUUID: creator,
    });
    expect(renamed.status).toBe(200);
    expect((await view(leagueId)).name).toBe('Ours');
  });

  it('lets the creator remove a member, and a member only leave', async () => {
    const creator = newPlayer();
    const bo = newPlayer();
    const cy = newPlayer();
    const leagueId = await createLeague(creator);
    const boId = (await join(leagueId, bo, 'Bo')).body.memberId;
    const cyId = (await join(leagueId, cy, 'Cy')).body.memberId;
    const remove = (memberId: string, asker: string) =>
      call('DELETE', `${server.url}/api/leagues/${leagueId}/members/${memberId}`, { playerUUID: asker });

    const refused = await remove(cyId, bo);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Only the league’s creator can remove/);
    expect((await remove(cyId, creator)).status).toBe(200);
    expect((await view(leagueId, cy)).isMember).toBe(false);
    expect((await remove(boId, bo)).status).toBe(200);
    expect((await view(leagueId, bo)).isMember).toBe(false);
    expect((await view(leagueId)).memberCount).toBe(1);
    expect((await remove(boId, creator)).status).toBe(404);
    expect((await call('DELETE', `${server.url}/api/leagues/${leagueId}/members/${boId}`)).status).toBe(400);
  });

  it('lets only the creator close the league to new members: a removed member cannot rejoin until it reopens', async () => {
    const creator = newPlayer();
    const bo = newPlayer();
    const cy = newPlayer();
    const leagueId = await createLeague(creator);
    const boId = (await join(leagueId, bo, 'Bo')).body.memberId;
    await join(leagueId, cy, 'Cy');
    const setClosed = (closed: unknown, asker: string) =>
      call('PUT', `${server.url}/api/leagues/${leagueId}/closed`, { closed, playerUUID: asker });

    const refused = await setClosed(true, bo);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: LEAGUE_MESSAGES.onlyCreatorCloses, code: 'NOT_LEAGUE_CREATOR' });
    expect((await setClosed('yes', creator)).status).toBe(400);
    expect((await call('PUT', `${server.url}/api/leagues/${leagueId}/closed`, { closed: true })).status).toBe(
      400,
    );
    expect(
      (
        await call('PUT', `${server.url}/api/leagues/2345678923/closed`, {
          closed: true,
          playerUUID: creator,
        })
      ).status,
    ).toBe(404);

    const closed = await setClosed(true, creator);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ leagueId, closed: true });
    expect((await memberView(leagueId, creator)).closed).toBe(true);
    await call('DELETE', `${server.url}/api/leagues/${leagueId}/members/${boId}`, { playerUUID: creator });
    // The removed member, and a stranger with a fresh identity, are both told why.
    for (const player of [bo, newPlayer()]) {
      const rejoin = await join(leagueId, player, 'Again');
      expect(rejoin.status).toBe(403);
      expect(rejoin.body).toEqual({ error: LEAGUE_MESSAGES.closed, code: 'LEAGUE_CLOSED' });
    }
    expect(await view(leagueId, bo)).toMatchObject({ isMember: false, closed: true, memberCount: 2 });
    // Members stay members: a repeated join of a member still answers with their seat.
    expect((await join(leagueId, cy, 'Cy')).status).toBe(200);

    expect((await setClosed(false, creator)).status).toBe(200);
    expect((await memberView(leagueId, cy)).closed).toBe(false);
    expect((await join(leagueId, bo, 'Bo')).status).toBe(201);
  });

  it('refuses a join already past the closed check when the close lands first', async () => {
    const creator = newPlayer();
    const leagueId = await createLeague(creator);
    const store = createLeagueStore(server.models);
    expect(await store.setClosed(leagueId, creator, true)).toBe(true);
    // The store takes the seat and checks the switch in one write: the service's earlier read was open.
    expect(await store.join(leagueId, newPlayer(), 'Late')).toEqual({ kind: 'closed' });
    expect((await view(leagueId)).memberCount).toBe(1);
  });

  it('lets a join in when the league reopens between its read of the league and its seat', async () => {
    const creator = newPlayer();
    const leagueId = await createLeague(creator);
    const store = createLeagueStore(server.models);
    expect(await store.setClosed(leagueId, creator, true)).toBe(true);
    // The creator reopens just after the join read the league as closed: the seat's write is the one check.
    const racing: typeof store = {
      ...store,
      async findLeague(id) {
        const read = await store.findLeague(id);
        expect(await store.setClosed(leagueId, creator, false)).toBe(true);
        return read;
      },
    };
    const service = createLeagueService(racing, { now: () => NOW });
    const joiner = newPlayer();
    expect(await service.join(leagueId, joiner, 'Early')).toMatchObject({ created: true });
    expect(await view(leagueId, joiner)).toMatchObject({ isMember: true, closed: false, memberCount: 2 });
  });

  it('hands the league to the longest member when its creator leaves', async () => {
    const creator = newPlayer();
    const bo = newPlayer();
    const leagueId = await createLeague(creator);
    await join(leagueId, bo, 'Bo');
    const own = await memberView(leagueId, creator);
    await call('DELETE', `${server.url}/api/leagues/${leagueId}/members/${own.viewerMemberId}`, {
      playerUUID: creator,
    });
    const seen = await memberView(leagueId, bo);
    expect(seen.isCreator).toBe(true);
    expect(seen.memberCount).toBe(1);
  });
});

describe("a player's leagues", () => {
  it('lists each league with today’s rank once the player has finished', async () => {
    const ann = newPlayer();
    const bo = newPlayer();
    const first = await createLeague(ann, 'First');
    const second = await createLeague(bo, 'Second', 'Bo');
    await join(second, ann, 'Ann');
    await storeDailyGame(server.models, bo, TODAY, 28);
    const before = await call<MyLeaguesResponse>('GET', `${server.url}/api/leagues?playerUUID=${ann}`);
    expect(before.body.leagues.map((l) => [l.name, l.rank, l.finished])).toEqual([
      ['First', null, 0],
      ['Second', null, 1],
    ]);
    await storeDailyGame(server.models, ann, TODAY, 20);
    const after = await call<MyLeaguesResponse>('GET', `${server.url}/api/leagues?playerUUID=${ann}`);
    expect(after.body.leagues).toEqual([
      { leagueId: first, name: 'First', memberCount: 1, day: TODAY, rank: 1, tied: false, finished: 1 },
      { leagueId: second, name: 'Second', memberCount: 2, day: TODAY, rank: 2, tied: false, finished: 2 },
    ]);
    expect((await call('GET', `${server.url}/api/leagues?playerUUID=nope`)).status).toBe(400);
  });

  it('says a rank shared with another finished player is a tie, for each of them', async () => {
    const ann = newPlayer();
    const bo = newPlayer();
    const cleo = newPlayer();
    const leagueId = await createLeague(ann);
    await join(leagueId, bo, 'Bo');
    await join(leagueId, cleo, 'Cleo');
    await storeDailyGame(server.models, ann, TODAY, 20);
    await storeDailyGame(server.models, bo, TODAY, 20);
    await storeDailyGame(server.models, cleo, TODAY, 12);
    const homeOf = async (player: string) =>
      (
        await call<MyLeaguesResponse>('GET', `${server.url}/api/leagues?playerUUID=${player}`)
      ).body.leagues.map((l) => [l.rank, l.tied, l.finished]);
    expect(await homeOf(ann)).toEqual([[1, true, 3]]);
    expect(await homeOf(bo)).toEqual([[1, true, 3]]);
    expect(await homeOf(cleo)).toEqual([[3, false, 3]]);

    const seen = await memberView(leagueId, cleo);
    expect(seen.today.rows.map((r) => [r.nickname, r.rank, r.tied])).toEqual([
      ['Ann', 1, true],
      ['Bo', 1, true],
      ['Cleo', 3, false],
    ]);
    expect(seen.week.rows.map((r) => [r.nickname, r.rank, r.tied])).toEqual([
      ['Ann', 1, true],
      ['Bo', 1, true],
      ['Cleo', 3, false],
    ]);
  });

  it('ties no one with the members who have not played, all on no points', async () => {
    const ann = newPlayer();
    const leagueId = await createLeague(ann);
    await join(leagueId, newPlayer(), 'Bo');
    await join(leagueId, newPlayer(), 'Cleo');
    await storeDailyGame(server.models, ann, TODAY, 15);
    const seen = await memberView(leagueId, ann);
    expect(seen.today.rows.map((r) => [r.nickname, r.rank, r.tied])).toEqual([
      ['Ann', 1, false],
      ['Bo', null, false],
      ['Cleo', null, false],
    ]);
    expect(seen.allTime.rows.map((r) => [r.nickname, r.rank, r.tied])).toEqual([
      ['Ann', 1, false],
      ['Bo', 2, false],
      ['Cleo', 2, false],
    ]);
  });
});

describe('leagues nobody opens', () => {
  it(`are deleted with their memberships after ${LEAGUE_IDLE_DAYS} days; opening one keeps it`, async () => {
    const forgotten = await createLeague(newPlayer(), 'Forgotten');
    const bo = newPlayer();
    await join(forgotten, bo, 'Bo');
    const viewed = newPlayer();
    const onPage = await createLeague(viewed, 'Viewed');
    const onHome = newPlayer();
    const listed = await createLeague(onHome, 'Listed');
    // A league stored before lastActiveAt was kept: its creation date stands in.
    await server.models.leagues.collection.insertOne({
      leagueId: 'Legacy2345',
      name: 'Old',
      creatorUUID: newPlayer(),
      timeZone: 'UTC',
      createdDay: '2026-01-01',
      memberCount: 0,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const later = (days: number) => new Date(NOW.getTime() + days * MS_PER_DAY);
    server.setNow(later(100));
    try {
      await memberView(onPage, viewed);
      expect((await call('GET', `${server.url}/api/leagues?playerUUID=${onHome}`)).status).toBe(200);
      const sweepAt = later(LEAGUE_IDLE_DAYS + 1);
      const sweeper = createLeagueService(createLeagueStore(server.models), { now: () => sweepAt });
      expect(await sweeper.sweepIdle(1)).toBeGreaterThanOrEqual(1);
      server.setNow(sweepAt);
      expect((await call('GET', `${server.url}/api/leagues/${forgotten}`)).status).toBe(404);
      expect((await call('GET', `${server.url}/api/leagues/Legacy2345`)).status).toBe(404);
      expect(await server.models.leagueMembers.countDocuments({ leagueId: forgotten })).toBe(0);
      const bosLeagues = await call<MyLeaguesResponse>('GET', `${server.url}/api/leagues?playerUUID=${bo}`);
      expect(bosLeagues.body.leagues).toEqual([]);
      expect((await memberView(onPage, viewed)).name).toBe('Viewed');
      expect((await memberView(listed, onHome)).name).toBe('Listed');
    } finally {
      server.setNow(NOW);
    }
  });
});
