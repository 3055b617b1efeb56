import { randomUUID } from 'node:crypto';
import { launchBrowser } from '../e2e/support/browser';
const BASE = 'http://localhost:3210';
async function post(path: string, body: unknown, ip = '10.0.0.1') {
  const res = await fetch(`${BASE}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
  const j = await res.json();
  if (!res.ok) throw new Error(`${path} ${res.status} ${JSON.stringify(j)}`);
  return j as any;
}
const alice = randomUUID();
const ids: string[] = [];
for (let i = 0; i < 22; i++) {
  const bob = randomUUID();
  const { gameId } = await post('/games', { clientId: `a${i}`, playerUUID: alice });
  await post(`/games/${gameId}/join`, { clientId: `a${i}`, requestedPlayerId: 1, playerUUID: alice });
  if (i % 5 !== 4) await post(`/games/${gameId}/join`, { clientId: `b${i}`, requestedPlayerId: 2, playerUUID: bob });
  if (i % 3 === 0 && i % 5 !== 4) await post(`/games/${gameId}/letter`, { letter: 'A', clientId: `a${i}` });
  ids.push(gameId);
}
const browser = await launchBrowser();
for (const [w, h, name] of [[320, 640, 'phone'], [1366, 700, 'laptop']] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript((uuid) => localStorage.setItem('gridable.playerIdentity', JSON.stringify({ playerUUID: uuid, createdAt: new Date().toISOString() })), alice);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(BASE + '/');
  await page.getByText(`Game ${ids[0]}`).waitFor();
  await page.screenshot({ path: `/tmp/redacross-hub-${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(name, 'overflow', overflow);
  await ctx.close();
}
await browser.close();
