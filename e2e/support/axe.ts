// Runs axe-core in a page (injected from node_modules, so no network) and returns its violations, all impacts.
import path from 'node:path';
import type { Page } from 'playwright-core';

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
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
