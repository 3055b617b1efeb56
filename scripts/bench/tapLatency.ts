// How fast a tap answers on a cheap phone: the time from a tap to the painted frame that shows its effect, over a
// whole friend game (two pages, each a phone) and a game against the computer, with the CPU slowed 4x in Chromium
// (a mid/low-end phone). Timed per tap:
//   key              a key of the letter keyboard → that key drawn pressed
//   cell             a cell of the grid → the temporary tile drawn in it
//   submit-own       Submit → your own screen shows the move (the round's letter, or the tile placed)
//   submit-opponent  Submit → the opponent's screen shows it (the letter; their next round, or the line that
//                    you placed)
// and how many React components rendered per key or cell tap (the production build's DevTools hook); per kind,
// the DOM mutations and the layouts Chromium ran between the tap and the frame (counts, steady on a busy machine
// where milliseconds are not); and the Event Timing API's interactions (what INP reads). Every step waits on what
// the pages show, never on a fixed sleep; each has a timeout and the whole run a deadline.
// Usage: `npm run bench:taps [-- --rounds 16 --port 3700 --dist frontend/dist]` (build first: `npm run build`).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { chooserForRound } from '@gridable/common/rules';
import { STATUS_MESSAGES } from '@gridable/common/messages';
import { launchBrowser } from '../../e2e/support/browser';
import { ROOT } from './support/bundle';
import { optionValue } from './support/cli';
import { startServerProcess } from './support/serverProcess';
import { PHONE_PROFILE, phoneContext } from './support/phoneLoads';
import { summarize } from './support/stats';
import { TAP_PROBE_SCRIPT } from './support/tapProbe';

const ROUNDS = 16;
const GRID = 4;
/** Letters that fill a row-major grid with real words, so scoring runs as in a real game. */
const LETTERS = 'CATSAREARESTSTOP';
/** One step under a 4x slower CPU on a shared machine: generous, but a stuck game still ends the run. */
const STEP_TIMEOUT_MS = 30_000;
const RUN_DEADLINE_MS = 12 * 60_000;
const PORTS = { first: 3700, last: 3799 };

type Kind = 'key' | 'cell' | 'submit-own' | 'submit-opponent';
const KINDS: Kind[] = ['key', 'cell', 'submit-own', 'submit-opponent'];

interface Sample {
  ms: number;
  renders: number;
  mutations: number;
  /**
   * Layouts Chromium ran on the page from the tap to the frame (DevTools' LayoutCount): a layout forced in the
   * middle of a render counts, so this shows what a fix saved on a machine too busy for steady milliseconds.
   */
  layouts: number;
}

/** What a page must show for a tap's effect: elements matching `selector`, one containing `text` if given. */
interface Effect {
  selector: string;
  text?: string;
}

interface Player {
  name: string;
  page: Page;
  cdp: CDPSession;
}

/** The page's layout count so far. */
async function layoutCount(player: Player): Promise<number> {
  const { metrics } = await player.cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'LayoutCount')?.value ?? Number.NaN;
}

const samples = new Map<Kind, Sample[]>(KINDS.map((kind) => [kind, []]));
const eventDurations: number[] = [];
let probeCount = 0;
const deadline = Date.now() + RUN_DEADLINE_MS;

function cellLabel(cellIndex: number, letter: string | null): string {
  const where = `Row ${Math.floor(cellIndex / GRID) + 1}, column ${(cellIndex % GRID) + 1}`;
  return `${where}, ${letter === null ? 'empty' : `letter ${letter}`}`;
}

const css = (text: string) => JSON.stringify(text);
const keyPressed = (letter: string): Effect => ({
  selector: '[role="group"][aria-label="Letter"] button[aria-pressed="true"]',
  text: letter,
});
const tilePending = (cellIndex: number, letter: string): Effect => ({
  selector: `button[aria-label=${css(cellLabel(cellIndex, letter))}][aria-pressed="true"]`,
});
const tilePlaced = (cellIndex: number, letter: string): Effect => ({
  selector: `button[aria-label=${css(cellLabel(cellIndex, letter))}][aria-disabled="true"]`,
});
const currentLetter = (letter: string): Effect => ({
  selector: `[role="img"][aria-label=${css(`Current letter ${letter}`)}]`,
});
const roundHeading = (round: number): Effect => ({ selector: 'h1', text: `Round ${round} of ${ROUNDS}` });
const statusSays = (text: string): Effect => ({ selector: '[data-testid="status-line"]', text });
const opponentPlaced: Effect = { selector: '[role="status"]', text: 'Your opponent placed the letter.' };

function checkDeadline() {
  if (Date.now() > deadline) throw new Error(`the run passed its ${RUN_DEADLINE_MS / 60_000} min deadline`);
}

/** The probe API the init script puts on each page (support/tapProbe.ts). */
interface PageTaps {
  arm(id: string, selector: string, text: string | null, startsOnClick: boolean): boolean;
  result(id: string, timeoutMs: number): Promise<ProbeResult | null>;
  takeEventDurations(): number[];
}
type TapsWindow = { __taps: PageTaps };

interface ProbeResult {
  start: number | null;
  end: number;
  renders: number;
  mutations: number;
}

async function arm(page: Page, id: string, effect: Effect, startsOnClick: boolean): Promise<void> {
  const armed = await page.evaluate(
    ([probeId, selector, text, onClick]) =>
      (globalThis as unknown as TapsWindow).__taps.arm(probeId, selector, text, onClick),
    [id, effect.selector, effect.text ?? null, startsOnClick] as const,
  );
  if (!armed)
    throw new Error(`${id}: the effect (${effect.selector} ${effect.text ?? ''}) shows before the tap`);
}

async function result(page: Page, id: string, effect: Effect): Promise<ProbeResult> {
  const found = await page.evaluate(
    ([probeId, timeoutMs]) => (globalThis as unknown as TapsWindow).__taps.result(probeId, timeoutMs),
    [id, STEP_TIMEOUT_MS] as const,
  );
  if (!found)
    throw new Error(`${id}: no ${effect.selector} ${effect.text ?? ''} within ${STEP_TIMEOUT_MS} ms`);
  return found;
}

/**
 * Taps `target` on `tapper` and times each effect: its own (on the tapper's page) under `own.kind`, and each
 * other page's under theirs, all from the tap.
 */
async function timeTap(
  tapper: Player,
  target: Locator,
  own: { kind: Kind; effect: Effect },
  others: { player: Player; kind: Kind; effect: Effect }[] = [],
): Promise<void> {
  checkDeadline();
  const id = `p${++probeCount}`;
  await arm(tapper.page, id, own.effect, true);
  for (const other of others) await arm(other.player.page, id, other.effect, false);
  const tap = await aim(tapper.page, target);
  const layoutsBefore = await Promise.all([tapper, ...others.map((o) => o.player)].map(layoutCount));
  await tap();
  const mine = await result(tapper.page, id, own.effect);
  if (mine.start === null) throw new Error(`${id}: the tap on ${tapper.name} was never seen`);
  const layouts = (await layoutCount(tapper)) - (layoutsBefore[0] ?? Number.NaN);
  samples
    .get(own.kind)
    ?.push({ ms: mine.end - mine.start, renders: mine.renders, mutations: mine.mutations, layouts });
  for (const [i, other] of others.entries()) {
    const theirs = await result(other.player.page, id, other.effect);
    samples.get(other.kind)?.push({
      ms: theirs.end - mine.start,
      renders: theirs.renders,
      mutations: theirs.mutations,
      layouts: (await layoutCount(other.player)) - (layoutsBefore[i + 1] ?? Number.NaN),
    });
  }
}

async function openPhone(browser: Browser, name: string): Promise<Player> {
  const context = await phoneContext(browser);
  await context.addInitScript(TAP_PROBE_SCRIPT);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (error) => console.error(`${name}: page error: ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Performance.enable');
  return { name, page, cdp };
}

async function collectEventDurations(...players: Player[]) {
  for (const { page } of players)
    eventDurations.push(
      ...(await page.evaluate(() => (globalThis as unknown as TapsWindow).__taps.takeEventDurations())),
    );
}

/**
 * A finger on the middle of `target`, as the touchscreen sends it: Playwright's own tap() checks the target at the
 * moment of the tap with listeners in the page, and that work would be timed as the app's. The target is found
 * first (its role query and box are work in the page too); the returned function only touches.
 */
async function aim(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.waitFor({ state: 'visible' });
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target.toString()}`);
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const keyboard = (page: Page) => page.getByRole('group', { name: 'Letter' });
const cellButton = (page: Page, cellIndex: number, letter: string | null) =>
  page.getByRole('button', { name: cellLabel(cellIndex, letter), exact: true });

/** Taps a decoy key, then the letter's key: two key taps, then Submit. */
async function chooseLetter(
  chooser: Player,
  letter: string,
  submitEffects: { own: Effect; others: { player: Player; kind: Kind; effect: Effect }[] },
) {
  const keys = keyboard(chooser.page);
  await keys.getByRole('button', { name: 'Submit' }).waitFor();
  const decoy = letter === 'Q' ? 'Z' : 'Q';
  for (const key of [decoy, letter]) {
    await timeTap(chooser, keys.getByRole('button', { name: key, exact: true }), {
      kind: 'key',
      effect: keyPressed(key),
    });
  }
  await timeTap(
    chooser,
    keys.getByRole('button', { name: 'Submit' }),
    { kind: 'submit-own', effect: submitEffects.own },
    submitEffects.others,
  );
}

/**
 * Taps a cell that will not keep the tile, then the one that will (two cell taps while cells are left to move
 * between), then Submit.
 */
async function placeLetter(
  player: Player,
  letter: string,
  cellIndex: number,
  others: { player: Player; kind: Kind; effect: Effect }[],
) {
  await player.page.getByRole('img', { name: `Current letter ${letter}` }).waitFor();
  const grid = player.page.getByRole('group', { name: 'Your grid' });
  const empties = await grid.getByRole('button', { name: /, empty$/ }).count();
  const detour = empties > 1 ? (cellIndex + 1) % (GRID * GRID) : null;
  for (const target of detour === null ? [cellIndex] : [detour, cellIndex]) {
    await timeTap(player, cellButton(player.page, target, null), {
      kind: 'cell',
      effect: tilePending(target, letter),
    });
  }
  await timeTap(
    player,
    player.page.getByRole('button', { name: 'Submit', exact: true }),
    { kind: 'submit-own', effect: tilePlaced(cellIndex, letter) },
    others,
  );
}

/** The friend game's cells, filled in reading order; the detour cell is always the next one, still empty. */
async function playFriendGame(browser: Browser, baseUrl: string, rounds: number) {
  const one = await openPhone(browser, 'player 1');
  const two = await openPhone(browser, 'player 2');
  try {
    await one.page.goto(`${baseUrl}/play-friend`);
    await one.page.getByRole('button', { name: 'Create New Game' }).tap();
    const created = one.page.getByRole('dialog', { name: 'Game Created!' });
    const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
    await created.getByRole('button', { name: 'Continue to Game' }).tap();
    await one.page.getByRole('heading', { name: 'Waiting for Player 2' }).waitFor();
    await two.page.goto(`${baseUrl}/game/${gameId}`);
    for (let round = 1; round <= rounds; round++) {
      for (const player of [one, two])
        await player.page.getByRole('heading', { name: `Round ${round} of ${ROUNDS}` }).waitFor();
      const chooser = chooserForRound(round) === 1 ? one : two;
      const other = chooser === one ? two : one;
      const letter = LETTERS[round - 1] ?? 'E';
      const cellIndex = round - 1;
      if (round === ROUNDS) {
        // The final letter places itself and ends the game: Submit's effect is the final line on both screens.
        const final = statusSays(STATUS_MESSAGES.finalLetterSelected);
        await chooseLetter(chooser, letter, {
          own: final,
          others: [{ player: other, kind: 'submit-opponent', effect: final }],
        });
        break;
      }
      await chooseLetter(chooser, letter, {
        own: currentLetter(letter),
        others: [{ player: other, kind: 'submit-opponent', effect: currentLetter(letter) }],
      });
      // The chooser places first: the other sees that they did; then the other's tile moves both to the next round.
      await placeLetter(chooser, letter, cellIndex, [
        { player: other, kind: 'submit-opponent', effect: opponentPlaced },
      ]);
      const next = round + 1;
      await placeLetter(other, letter, cellIndex, [
        { player: chooser, kind: 'submit-opponent', effect: roundHeading(next) },
      ]);
      await collectEventDurations(one, two);
    }
    await collectEventDurations(one, two);
  } finally {
    await one.page.context().close();
    await two.page.context().close();
  }
}

/**
 * Against the computer (Easy): you choose in odd rounds; the computer's thinking is its own, waited out. Round 16
 * is the computer's to choose and places itself: there is nothing in it to tap.
 */
async function playComputerGame(browser: Browser, baseUrl: string, rounds: number) {
  const you = await openPhone(browser, 'vs computer');
  try {
    await you.page.goto(`${baseUrl}/play-computer?level=easy`);
    for (let round = 1; round <= Math.min(rounds, ROUNDS - 1); round++) {
      await you.page.getByRole('heading', { name: `Round ${round} of ${ROUNDS}` }).waitFor();
      const letter = LETTERS[round - 1] ?? 'E';
      let placing = letter;
      if (chooserForRound(round) === 1) {
        await chooseLetter(you, letter, { own: currentLetter(letter), others: [] });
      } else {
        // The computer's letter: whatever it chose, once it has stopped thinking.
        const tile = you.page.getByRole('img', { name: /^Current letter [A-Z]$/ });
        await tile.waitFor();
        placing = ((await tile.getAttribute('aria-label')) ?? '').slice(-1);
      }
      await placeLetter(you, placing, round - 1, []);
      await collectEventDurations(you);
    }
  } finally {
    await you.page.context().close();
  }
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function pickPort(): Promise<number> {
  const asked = optionValue('--port');
  if (asked) return Number(asked);
  const span = PORTS.last - PORTS.first + 1;
  const offset = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = PORTS.first + ((offset + i) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

const round1 = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');

function report(): string[] {
  const part = (kind: Kind) => {
    const { p50, p95 } = summarize((samples.get(kind) ?? []).map((s) => s.ms));
    return `${kind} p50=${round1(p50)} p95=${round1(p95)}`;
  };
  const taps = [...(samples.get('key') ?? []), ...(samples.get('cell') ?? [])];
  const perTap = (pick: (s: Sample) => number, of: Sample[]) =>
    of.length ? (of.reduce((total, s) => total + pick(s), 0) / of.length).toFixed(1) : 'n/a';
  const detail = (kind: Kind) => {
    const of = samples.get(kind) ?? [];
    return (
      `${kind} n=${of.length} renders=${perTap((s) => s.renders, of)} mutations=${perTap((s) => s.mutations, of)}` +
      ` layouts=${perTap((s) => s.layouts, of)}`
    );
  };
  const events = summarize(eventDurations);
  return [
    `taps: ${part('key')} ms, ${part('cell')}, ${part('submit-own')}, ${part('submit-opponent')}, renders/tap=${perTap((s) => s.renders, taps)}`,
    `taps detail (per tap, mean): ${KINDS.map(detail).join('; ')}`,
    `taps event timing (interactions over 16 ms, duration to next paint): n=${events.count} p50=${round1(events.p50)} p95=${round1(events.p95)} max=${round1(events.max)} ms`,
  ];
}

const dist = path.resolve(optionValue('--dist') ?? path.join(ROOT, 'frontend', 'dist'));
if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no build: run npm run build`);
const rounds = Math.max(1, Math.min(ROUNDS, Number(optionValue('--rounds') ?? ROUNDS)));
const server = await startServerProcess('gridable', { port: await pickPort(), env: { STATIC_DIR: dist } });
const browser = await launchBrowser();
let failed: unknown = null;
try {
  console.log(
    `tap latency: ${server.url}, Chromium ${browser.version()}, ${PHONE_PROFILE.viewport.width}x${PHONE_PROFILE.viewport.height}, CPU ${PHONE_PROFILE.cpuSlowdown}x slower, ${rounds} rounds`,
  );
  await playFriendGame(browser, server.url, rounds);
  await playComputerGame(browser, server.url, rounds);
} catch (error) {
  failed = error;
} finally {
  await browser.close();
  await server.stop();
}
for (const line of report()) console.log(line);
if (failed) {
  console.error('FAILED (figures above are from the taps before the failure):', failed);
  process.exit(1);
}
