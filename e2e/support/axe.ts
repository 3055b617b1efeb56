// Runs axe-core in a page (injected from node_modules, so no network) and returns its violations, all impacts.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REAL_TIMERS } from './friendPlay';

const AXE_SCRIPT = path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (realTimersKey) => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; any: { data?: { fgColor?: string; bgColor?: string } | null }[] }[];
      }[];
    }
    // A page whose clock a test holds (support/friendPlay.ts holdTime) still lets axe, which steps from rule to
    // rule by timer, use the browser's own timers while it runs; the app's held timers stay held.
    const real = (
      window as unknown as Record<string, Pick<Window, 'setTimeout' | 'clearTimeout'> | undefined>
    )[realTimersKey];
    const held = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    };
    if (real) Object.assign(window, real);
    let results: AxeResults;
    try {
      results = await axe.run(document);
    } finally {
      if (real) Object.assign(window, held);
    }
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      // A contrast failure names its two colours, so a failure shows which theme token is off.
      targets: violation.nodes.map((node) => {
        const colours = node.any.find((check) => check.data?.fgColor)?.data;
        const where = node.target.join(' ');
        return colours ? `${where} (${colours.fgColor} on ${colours.bgColor})` : where;
      }),
    }));
  }, REAL_TIMERS);
}

export const THEMES = ['light', 'dark', 'contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** Switches the app's theme as the settings do, and waits out the colours' easing. */
export async function setTheme(page: Page, theme: string) {
  await page.evaluate((chosen) => {
    window.localStorage.setItem('gridable.theme', chosen);
    document.documentElement.dataset.theme = chosen;
  }, theme);
  // Colours ease between themes: audit the settled page, not a frame mid-transition. The settle is judged frame
  // by frame, not by awaiting the transitions that started: when the app's first render replaces the
  // prerendered shell mid-switch, those are cancelled and fresh ones begin on the new elements.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const easing = () =>
          document
            .getAnimations()
            .some((animation) => animation instanceof CSSTransition && animation.playState === 'running');
        let calmFrames = 0;
        const gaveUpAt = performance.now() + 5_000;
        const check = () => {
          calmFrames = easing() ? 0 : calmFrames + 1;
          if (calmFrames >= 2 || performance.now() > gaveUpAt) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/** Every theme's violations for what the page shows now, labelled for the failure message. */
export async function auditAllThemes(
  page: Page,
  label: string,
  themes: readonly Theme[] = THEMES,
): Promise<string[]> {
  const found: string[] = [];
  for (const theme of themes) {
    await setTheme(page, theme);
    for (const violation of await axeViolations(page))
      found.push(
        `${label} [${theme}] ${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`,
      );
  }
  return found;
}
