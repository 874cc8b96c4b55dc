// axe for the story checks: the same rules and tags as the route tests (e2e/axe.ts), run by
// axe-core in the page itself. AxeBuilder re-injects axe and finishes every run in a new page,
// which costs about a second per call; with some 500 checks per run that is most of the suite.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import { AXE_TAGS } from '../e2e/axe'

// The axe-core that @axe-core/playwright itself depends on, so both suites run the same rules.
const fromAxePlaywright = createRequire(require.resolve('@axe-core/playwright'))
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8')

/** The violations of the page, in the shape e2e/axe.ts reports them. */
export async function storyAxeViolations(page: Page, disableRules: string[] = []) {
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
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }))
}
