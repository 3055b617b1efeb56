// A game's link previews as what it is: an invitation while the friend is awaited, a game in progress, or one that
// is over. Never its letters or scores; a mistyped code previews as the site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/startServer';
import { startTestServer } from '../support/testServer';
import { BUDGETS } from '../../src/ops/limits';
import { createGame, joinRest, newIdentity } from './support/players';
import { post } from './support/http';
import { gameInviteMeta } from '../../src/games/gameInviteTags';
import { withMeta } from '../../src/http/pageMeta';

let server: RunningServer;
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'gridable-game-tags-'));

beforeAll(async () => {
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Gridable</title></head><body></body></html>',
  );
  server = await startTestServer({ STATIC_DIR: staticDir, NODE_ENV: 'production', TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function preview(
  gameId: string,
  from = '198.51.100.20',
): Promise<{ status: number; title?: string; description?: string }> {
  const res = await fetch(`${server.url}/game/${gameId}`, {
    headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0', 'x-forwarded-for': from },
  });
  const html = await res.text();
  const tag = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)" />`).exec(html)?.[1];
  return { status: res.status, title: tag('og:title'), description: tag('og:description') };
}

describe('game link previews', () => {
  it('invite the friend while the game waits, then say it is in progress', async () => {
    const gameId = await createGame(server.url);
    expect(await preview(gameId)).toEqual({
      status: 200,
      title: `Join my Gridable game · ${gameId}`,
      description: expect.stringMatching(
        new RegExp(`^You(&#39;|')re invited to a friend game of Gridable\\..* enter code ${gameId}\\.$`),
      ),
    });

    await joinRest(server.url, gameId, 1, newIdentity());
    await joinRest(server.url, gameId, 2, newIdentity());
    expect(await preview(gameId)).toEqual({
      status: 200,
      title: 'A game of Gridable in progress',
      description: `Game ${gameId} is at round 1 of 16. Open it to carry on playing, or to watch.`,
    });
  });

  it('preview a mistyped code as the site, leaving the page to say the game was not found', async () => {
    const { status, title } = await preview('ZZZZ9');
    expect(status).toBe(200);
    expect(title).toBe('Gridable');
  });

  it('tell a client guessing codes nothing once its misses are spent, as the API does', async () => {
    const gameId = await createGame(server.url);
    const guesser = '198.51.100.66';
    for (let i = 0; i < BUDGETS.misses.limit; i++) {
      const code = `ZZZ${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
      expect((await preview(code, guesser)).title).toBe('Gridable');
    }
    expect((await preview(gameId, guesser)).title).toBe('Gridable');
    expect((await preview(gameId)).title).toBe(`Join my Gridable game · ${gameId}`);
  });

  it('name who invites while the game waits, then who plays, once players give names', async () => {
    const ana = newIdentity();
    const created = await post<{ gameId: string }>(
      `${server.url}/api/games`,
      { clientId: ana.clientId, playerUUID: ana.playerUUID, name: 'Ana' },
      { ip: ana.ip },
    );
    expect(created.status).toBe(201);
    const gameId = created.body.gameId;
    expect(await preview(gameId)).toEqual({
      status: 200,
      title: `Join Ana for a game of Gridable · ${gameId}`,
      description: expect.stringMatching(
        new RegExp(`^Ana invites you to a friend game of Gridable\\. Take turns .* enter code ${gameId}\\.$`),
      ),
    });

    const ben = newIdentity();
    const joined = await post(
      `${server.url}/api/games/${gameId}/join`,
      { clientId: ben.clientId, playerUUID: ben.playerUUID, name: 'Ben' },
      { ip: ben.ip },
    );
    expect(joined.status).toBe(200);
    expect(await preview(gameId)).toEqual({
      status: 200,
      title: 'Ana and Ben are playing Gridable',
      description: `Game ${gameId} is at round 1 of 16. Open it to carry on playing, or to watch.`,
    });

    const resigned = await post(
      `${server.url}/api/games/${gameId}/resign`,
      { clientId: ben.clientId },
      { ip: ben.ip },
    );
    expect(resigned.status).toBe(200);
    expect((await preview(gameId)).title).toBe('Ana and Ben played a game of Gridable');
  });
});

describe('game link preview texts', () => {
  const base = { gameId: 'ABCDE', currentRound: 3 };

  it('keep the anonymous texts exactly for a game without names, and say "a friend" for a nameless seat', () => {
    expect(gameInviteMeta({ ...base, status: 'active' }).title).toBe('A game of Gridable in progress');
    expect(gameInviteMeta({ ...base, status: 'completed' }).title).toBe('A finished game of Gridable');
    expect(gameInviteMeta({ ...base, status: 'waiting' }).title).toBe('Join my Gridable game · ABCDE');
    expect(gameInviteMeta({ ...base, status: 'active', player2Name: 'Ben' }).title).toBe(
      'Ben and a friend are playing Gridable',
    );
    // A name ending in s reads as well as any: no possessive to bend.
    expect(gameInviteMeta({ ...base, status: 'waiting', player1Name: 'Chris' }).title).toBe(
      'Join Chris for a game of Gridable · ABCDE',
    );
  });

  it('are escaped in the page, whatever a name holds (the name rule refuses these, the page does not rely on it)', () => {
    const name = `<script>"x'$&`;
    const html = withMeta(
      '<html><head><title>Gridable</title></head><body></body></html>',
      gameInviteMeta({ ...base, status: 'waiting', player1Name: name }),
      'https://gridable.example/game/ABCDE',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta property="og:title" content="Join &#60;script&#62;&#34;x&#39;$&#38; for a game of Gridable · ABCDE" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
