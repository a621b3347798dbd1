import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/*
 * axe-core in a browser page. The pages run under a strict CSP, so axe is injected with page.evaluate (CDP
 * evaluation is not subject to the page's CSP) rather than a <script> tag.
 */

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0/2.1 A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe on the whole document (less `exclude`, CSS selectors); one line per failing element, so the fix
 * is obvious from the output.
 */
export async function audit(
  page: Page,
  label: string,
  { tags, exclude = [] }: { tags: string[]; exclude?: string[] },
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    ({ tags, exclude }) =>
      (
        window as unknown as {
          axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe
        .run(
          { include: [document], exclude: exclude.map((selector) => [selector]) },
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        )
        .then((r) => r.violations),
    { tags, exclude },
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${label}: ${v.id} (${v.impact}) ${JSON.stringify(node.target)} — ${v.help}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}
