/** axe-core over a page in Chromium: no serious or critical violation; a failure lists every one and its nodes. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The violations that matter here, one line per rule and node, for the failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id}: ${violation.help} at ${node.target.join(' ')}`,
      ),
    );
}

export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), `axe-core violations in ${where}`).toEqual([]);
}
