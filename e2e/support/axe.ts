// axe for the route and story checks: one set of rules and tags, one report shape.
import { readFileSync } from 'node:fs'
import type { Frame, Page } from '@playwright/test'
import type {
  AxeResults,
  CrossTreeSelector,
  ElementContext,
  PartialResults,
  RunOptions,
} from 'axe-core'

/** The WCAG tags every page and story is checked against. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's browser build, started in each document a check looks at. */
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The options of every run: the WCAG tags, the rules a check turns off, violations only. */
const runOptions = (disableRules: string[]) => ({
  runOnly: { type: 'tag' as const, values: AXE_TAGS },
  rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations' as const],
})

type AxeWindow = { axe: typeof import('axe-core') }
/** An axe context as it crosses into a frame: selectors, as JSON. */
type FrameScope = { exclude: unknown[] } | Record<string, unknown>
/** A frame inside a frame, as axe.utils.getFrameContexts names it. */
type FrameInside = { frameSelector: unknown; frameContext: FrameScope }

/**
 * The page's violations. A page without frames is checked by axe-core in the page itself. A page
 * with a frame (a map or video embed) is checked in every frame with axe-core's cross-frame API:
 * `axe.runPartial` in each frame, `axe.finishRun` over all of them in the page (axe-core's docs
 * suggest a blank page, away from the page's scripts; ours are the site's own). axe-core is given
 * all the time it needs to start in a frame (a 1 s limit, as in @axe-core/playwright, left a frame
 * out unchecked about one run in ten on a busy machine), and a frame that cannot be checked fails
 * the check.
 */
export async function axeViolations(page: Page, disableRules: string[] = []) {
  if (page.frames().length === 1) return inPageAxeViolations(page, disableRules)
  const options = runOptions(disableRules)
  const partials = await partialResults(page.mainFrame(), { exclude: [] }, options)
  const results = await page.evaluate(
    ([partials, options]) => (window as unknown as AxeWindow).axe.finishRun(partials, options),
    [partials, options] as const,
  )
  return report(results)
}

/** axe-core started in `frame` if it is not there yet (once per document). */
async function injectAxe(frame: Frame) {
  const running = () =>
    typeof (window as unknown as Partial<AxeWindow>).axe?.runPartial === 'function'
  if (!(await frame.evaluate(running))) await frame.evaluate(axeSource)
}

/**
 * `axe.runPartial` of `frame` and of every frame inside it, depth first: the order
 * `axe.finishRun` expects (the frames `axe.utils.getFrameContexts` lists).
 */
async function partialResults(
  frame: Frame,
  context: FrameScope,
  options: RunOptions,
): Promise<PartialResults> {
  await injectAxe(frame)
  const inner = await frame.evaluate(
    (context) =>
      (window as unknown as AxeWindow).axe.utils
        .getFrameContexts(context as ElementContext)
        .map(({ frameSelector, frameContext }) => ({ frameSelector, frameContext }) as FrameInside),
    context,
  )
  const own = await frame.evaluate(
    ([context, options]) =>
      (window as unknown as AxeWindow).axe.runPartial(context as ElementContext, options),
    [context, options] as const,
  )
  const results: PartialResults = [own]
  for (const { frameSelector, frameContext } of inner) {
    const element = await frame.evaluateHandle(
      (selector) =>
        (window as unknown as AxeWindow).axe.utils.shadowSelect(selector as CrossTreeSelector),
      frameSelector,
    )
    const child = await element.asElement()?.contentFrame()
    await element.dispose()
    if (!child) throw new Error(`axe: no frame to check at ${JSON.stringify(frameSelector)}`)
    results.push(...(await partialResults(child, frameContext, options)))
  }
  return results
}

/**
 * The violations of the page's own document, by axe-core injected into it (once per document).
 * The story checks (some 1,150 a run) use this directly, as they always have.
 */
export async function inPageAxeViolations(page: Page, disableRules: string[] = []) {
  await injectAxe(page.mainFrame())
  const results = await page.evaluate(
    (options) => (window as unknown as AxeWindow).axe.run(document, options),
    runOptions(disableRules),
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
