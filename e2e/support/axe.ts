// axe for the route and story checks: one set of rules and tags, one report shape.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'

/** The WCAG tags every page and story is checked against. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

// The axe-core that @axe-core/playwright itself depends on, so both ways run the same rules.
const fromAxePlaywright = createRequire(require.resolve('@axe-core/playwright'))
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * The page's violations. A page without frames is checked by axe-core in the page itself;
 * AxeBuilder, which also goes into every frame, finishes each run in a new page and reports
 * passes and inapplicable rules too: ~2 s a page here against ~0.7 s. A page with a frame (a
 * map or video embed) still goes through AxeBuilder, so what is inside the frame is checked.
 */
export async function axeViolations(page: Page, disableRules: string[] = []) {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .disableRules(disableRules)
      .analyze()
    return report(results)
  }
  return inPageAxeViolations(page, disableRules)
}

/**
 * The violations of the page's own document, by axe-core injected into it (once per document).
 * The story checks (some 1,150 a run) use this directly, as they always have.
 */
export async function inPageAxeViolations(page: Page, disableRules: string[] = []) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const results = await page.evaluate(
    ([tags, disabled]) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
          resultTypes: ['violations'],
        },
      ),
    [AXE_TAGS, disableRules] as const,
  )
  return report(results)
}

function report(results: AxeResults) {
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }))
}
