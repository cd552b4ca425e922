// Accessibility check for the end-to-end specs (issue 34): axe-core over the page as it is shown
// at that moment, against WCAG 2.1 A and AA (colour contrast included), failing on serious and
// critical violations, each named by its rule and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AccessibleOptions {
  /** Parts of the page left out (by CSS selector), e.g. a third-party map's own tiles. */
  exclude?: string[];
}

/** Runs axe over the page and expects no serious or critical violation; `what` names the screen. */
export async function expectAccessible(page: Page, what: string, options: AccessibleOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  expect(failing, `${what}: serious or critical accessibility violations`).toEqual([]);
}
