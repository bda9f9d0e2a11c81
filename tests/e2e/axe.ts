import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation as a failing test prints it: the rule, what it asks for and where. */
export type Violation = { rule: string; impact: string | null | undefined; help: string; targets: string[] };

async function violationsIn(frame: Frame, include?: string): Promise<Violation[]> {
  // Once per document: a navigation brings a fresh window without axe.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  const violations = await frame.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };
    // Each frame is analysed by itself (below), so axe does not wait for an answer from frames it was not put into.
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'], iframes: false });
    return result.violations;
  }, include ?? null);
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Every axe-core violation (its default rules: WCAG 2 A and AA and best practices) on the page as it is
 * now, in the page and in each of its frames; with `include`, only inside that part of the page.
 *
 * axe runs inside the page, put there once per document. `@axe-core/playwright` did the same work with
 * a new browser page for every analysis, several times slower.
 */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  if (include) return violationsIn(page.mainFrame(), include);
  const perFrame = await Promise.all(page.frames().map((frame) => violationsIn(frame)));
  return perFrame.flat();
}
