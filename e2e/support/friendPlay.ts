// Two players in two browser contexts playing a friend game by mouse, for the layout, reveal, connection and
// accessibility tests: open a player, create and join a game, choose and place letters.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const ROUNDS = 16;
/** Where a page on Playwright's clock keeps the browser's own timers (installClocks; read by support/axe.ts). */
export const REAL_TIMERS = '__e2eRealTimers';
const GRID = 4;
const STEP_TIMEOUT_MS = 10_000;

export interface Viewport {
  width: number;
  height: number;
}

export interface Player {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

export async function openPlayer(
  browser: Browser,
  baseUrl: string,
  viewport: Viewport,
  options: { reducedMotion?: 'reduce' | 'no-preference'; injectsScripts?: boolean } = {},
): Promise<Player> {
  const context = await browser.newContext({
    viewport,
    reducedMotion: options.reducedMotion ?? 'reduce',
    // The app's CSP forbids inline scripts; a test that injects axe-core must be let through.
    bypassCSP: options.injectsScripts ?? false,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, context, errors };
}

export function cellName(cellIndex: number, content: string | null): string {
  const row = Math.floor(cellIndex / GRID) + 1;
  const column = (cellIndex % GRID) + 1;
  return `Row ${row}, column ${column}, ${content === null ? 'empty' : `letter ${content}`}`;
}

/** Player 1 creates a game and player 2 opens its link; both reach round 1. Returns the game id. */
/** Creates a game on Challenge a Friend (under `name` when given) and waits on its waiting screen; its code. */
export async function createGame(baseUrl: string, player: Player, name?: string): Promise<string> {
  await player.page.goto(`${baseUrl}/play-friend`);
  if (name !== undefined) await player.page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await player.page.getByRole('button', { name: 'Create New Game' }).click();
  const created = player.page.getByRole('dialog', { name: 'Game Created!' });
  const gameId = await created.getByRole('textbox', { name: 'Game ID' }).inputValue();
  await created.getByRole('button', { name: 'Continue to Game' }).click();
  await player.page.getByRole('heading', { name: 'Waiting for Player 2' }).waitFor();
  return gameId;
}

export async function startGame(baseUrl: string, p1: Player, p2: Player): Promise<string> {
  const gameId = await createGame(baseUrl, p1);
  await p2.page.goto(`${baseUrl}/game/${gameId}`);
  await roundHeading(p1, 1);
  await roundHeading(p2, 1);
  return gameId;
}

export async function roundHeading(player: Player, round: number) {
  await player.page.getByRole('heading', { name: `Round ${round} of ${ROUNDS}` }).waitFor();
}

/** Taps the key, leaving Submit to the caller. */
export async function tapKey(player: Player, letter: string) {
  const keyboard = player.page.getByRole('group', { name: 'Letter' });
  await keyboard.getByRole('button', { name: letter, exact: true }).click();
}

export async function submitLetter(player: Player) {
  await player.page.getByRole('group', { name: 'Letter' }).getByRole('button', { name: 'Submit' }).click();
}

/** Puts a temporary tile in the cell, leaving the confirm to the caller. */
export async function tapCell(player: Player, letter: string, cellIndex: number) {
  const { page } = player;
  await page.getByRole('img', { name: `Current letter ${letter}` }).waitFor();
  await page.getByRole('button', { name: cellName(cellIndex, null), exact: true }).click();
  await page.getByRole('button', { name: cellName(cellIndex, letter), pressed: true }).waitFor();
}

export async function confirmPlacement(player: Player, letter: string, cellIndex: number) {
  const { page } = player;
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('button', { name: cellName(cellIndex, letter), exact: true })
    .and(page.locator('[aria-disabled="true"]'))
    .waitFor();
}

export async function closeAll(...players: Player[]) {
  for (const player of players) await player.context.close();
}

/**
 * Puts each player's page on Playwright's clock, which runs as time does until held: a test can then hold a
 * moment the app would end by timer (the final round's reveal) for as long as it takes to check it, whatever
 * the machine's load. Call before the players' first page loads.
 */
export async function installClocks(...players: Player[]) {
  for (const { context } of players) {
    await keepRealTimers(context);
    await context.clock.install();
  }
}

/**
 * Keeps the browser's own timers where a test tool that must run while time is held finds them. Added before
 * the context's first clock install (init scripts run in the order added); the first kept wins, so a second
 * install (a test's own, over the suite's shifted clock) does not keep Playwright's timers in their place.
 */
export async function keepRealTimers(context: BrowserContext) {
  await context.addInitScript((key) => {
    const page = window as unknown as Record<string, unknown>;
    page[key] ??= {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
    };
  }, REAL_TIMERS);
}

/** Stops the players' timers (not the network or rendering) until `releaseTime`. */
export async function holdTime(...players: Player[]) {
  for (const { page } of players) {
    // A moment ahead of the page's time, which runs on while the pause is sent (the clock never goes back).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }
}

export async function releaseTime(...players: Player[]) {
  for (const { page } of players) await page.clock.resume();
}
