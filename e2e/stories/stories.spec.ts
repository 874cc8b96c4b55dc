// Story checks over storybook-static/index.json (the pattern of
// github.com/primer/react/blob/main/e2e/components/Axe.test.ts): every story, in every mode of .storybook/modes.ts (theme ×
// viewport), renders without an error, passes axe and matches its committed screenshot.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { viewports } from '../support/browser'
import { storyModes, type StoryMode } from '../../.storybook/modes'
import { pageArea, waitForAssets } from '../support/screenshot'
import { inPageAxeViolations } from '../support/axe'

interface IndexEntry {
  type: 'story' | 'docs'
  id: string
  title: string
  name: string
  tags?: string[]
}

/**
 * Page-level rules a component shown on its own cannot meet (it is not a whole page). Nothing
 * else is turned off.
 */
const PAGE_LEVEL_RULES = ['region', 'landmark-one-main', 'page-has-heading-one']

/**
 * Tags for stories that exist at one viewport only: the open mobile menu needs the burger, an
 * open desktop dropdown the desktop navigation. They are checked in every theme at that size.
 */
const VIEWPORT_TAGS = { 'mobile-only': 'mobile', 'desktop-only': 'desktop' } as const

const indexFile = path.resolve(
  __dirname,
  '..',
  '..',
  process.env.STORYBOOK_DIR || 'storybook-static',
  'index.json',
)
if (!existsSync(indexFile)) {
  throw new Error(`${indexFile} is missing: run \`npm run build-storybook\` first.`)
}
const stories = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story')

const themes = [...new Set(storyModes.map((mode) => mode.theme))]

function modesFor(story: IndexEntry): StoryMode[] {
  const tag = story.tags?.find((t): t is keyof typeof VIEWPORT_TAGS => t in VIEWPORT_TAGS)
  return tag ? themes.map((theme) => ({ theme, viewport: VIEWPORT_TAGS[tag] })) : storyModes
}

// One page per worker, reused from test to test. A story is loaded from its URL (the theme comes
// in through `globals=theme:…`) whenever the theme changes; between stories of the same theme
// the preview is told to render the next story, as Storybook's own test runner does. The tests
// are ordered theme by theme so that most checks take the fast path. The user agent marks the
// browser as a test runner: Storybook then pauses CSS animations at their end and turns
// transitions off instead of waiting for them.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const probe = await browser.newPage()
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`
      await probe.context().close()
      const context = await browser.newContext({ colorScheme: 'light', userAgent })
      await context.addInitScript(recordStoryFinished)
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})

/** What the worker's page shows now: the theme it was loaded with and the last story. */
let shown: { theme: string; storyId: string } | null = null

interface StoryFinished {
  storyId: string
  status: 'success' | 'error'
  /** What the play function threw, if it threw. */
  playError?: string
}
type CheckWindow = {
  __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel
  __lastStoryFinished?: StoryFinished | null
}
interface StoryChannel {
  on(event: 'storyFinished', listener: (payload: StoryFinished) => void): void
  on(event: 'playFunctionThrewException', listener: (payload: { message?: string }) => void): void
  emit(event: string, payload: unknown): void
}

/**
 * Runs in every document before Storybook: records the preview's last STORY_FINISHED event
 * (story id and status, 'error' when the render or the play function failed), so both ways of
 * showing a story wait for the same signal. Storybook 10 reports a play function that threw as
 * PLAY_FUNCTION_THREW_EXCEPTION and still finishes the story with status 'success', so the
 * exception is recorded too and turns the status to 'error': a failed assertion in a play
 * function fails its check (issue 33 item 3).
 */
function recordStoryFinished() {
  const w = window as unknown as CheckWindow
  let channel: StoryChannel | undefined
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next: StoryChannel | undefined) {
      channel = next
      let playError: string | undefined
      next?.on('playFunctionThrewException', (error) => {
        playError = error?.message || 'the play function threw'
      })
      next?.on('storyFinished', (event) => {
        w.__lastStoryFinished = {
          storyId: event.storyId,
          status: playError ? 'error' : event.status,
          playError,
        }
        playError = undefined
      })
    },
  })
}

/** Waits for the story to finish (render and play function), or for Storybook's error page. */
async function waitForStory(page: Page, id: string) {
  const result = await page
    .waitForFunction(
      (storyId) => {
        const finished = (window as unknown as CheckWindow).__lastStoryFinished
        if (finished?.storyId === storyId) return finished.status
        const body = document.body.classList
        if (body.contains('sb-show-errordisplay')) return 'error page'
        if (body.contains('sb-show-nopreview')) return 'no preview'
        return false
      },
      id,
      { polling: 50 },
    )
    .then((handle) => handle.jsonValue())
  const playError = await page.evaluate(
    () => (window as unknown as CheckWindow).__lastStoryFinished?.playError,
  )
  if (playError) {
    throw new Error(
      `The story's play function failed: ${playError.replace(/\u001b\[[0-9;]*m/g, '')}`,
    )
  }
  if (result !== 'success' || (await page.locator('body.sb-show-errordisplay').count())) {
    const message = await page.locator('#error-message').innerText()
    const stack = await page.locator('#error-stack').innerText()
    throw new Error(`The story did not render (${result}): ${message}\n${stack}`)
  }
}

/** Loads the story from its URL (the theme through `globals`). */
async function loadStory(page: Page, id: string, theme: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`)
  await waitForStory(page, id)
}

/** Renders another story in the loaded preview (Storybook's setCurrentStory event). */
async function switchStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    const w = window as unknown as CheckWindow
    window.scrollTo(0, 0)
    ;(document.activeElement as HTMLElement | null)?.blur?.()
    w.__lastStoryFinished = null
    w.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' })
  }, id)
  await waitForStory(page, id)
}

// Theme by theme, viewport by viewport, then story by story (see the page fixture above).
const checks = stories
  .flatMap((story, index) => modesFor(story).map((mode) => ({ story, mode, index })))
  .sort(
    (a, b) =>
      themes.indexOf(a.mode.theme) - themes.indexOf(b.mode.theme) ||
      a.mode.viewport.localeCompare(b.mode.viewport) ||
      a.index - b.index,
  )

for (const { story, mode } of checks) {
  test(`${story.title} › ${story.name} › ${mode.theme} ${mode.viewport}`, async ({
    storyPage: page,
  }) => {
    const problems: string[] = []
    const onPageError = (error: Error) => problems.push(`page error: ${error.message}`)
    const onConsole = (msg: { type(): string; text(): string }) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`)
    }
    page.on('pageerror', onPageError)
    page.on('console', onConsole)
    try {
      await page.setViewportSize(viewports[mode.viewport])
      if (shown && shown.theme === mode.theme && shown.storyId !== story.id) {
        await switchStory(page, story.id)
      } else {
        await loadStory(page, story.id, mode.theme)
      }
      shown = { theme: mode.theme, storyId: story.id }
      await waitForAssets(page)

      // Soft, so that a violation still lets the screenshot be compared (and written with -u).
      expect.soft(await inPageAxeViolations(page, PAGE_LEVEL_RULES), 'axe violations').toEqual([])
      const screenshot = await page.screenshot({
        fullPage: true,
        clip: await pageArea(page),
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
      })
      // Most checks match their baseline byte for byte; only the others pay for a pixel diff.
      const name = `${story.id}--${mode.theme}-${mode.viewport}.png`
      const baseline = test.info().snapshotPath(name)
      if (!existsSync(baseline) || !readFileSync(baseline).equals(screenshot)) {
        expect.soft(screenshot).toMatchSnapshot(name)
      }
      expect.soft(problems, 'errors in the browser console').toEqual([])
    } catch (error) {
      // Start the next check from a fresh document.
      shown = null
      throw error
    } finally {
      page.off('pageerror', onPageError)
      page.off('console', onConsole)
    }
  })
}

// The check is only as good as its comparison: a one-token change of colour must fail it. The
// accent of the site theme moves from #FD5402 to #E8590C (a change a reviewer would want to see,
// yet inside Playwright's default colour threshold) in the primary button story.
test('a changed theme token fails the snapshot comparison', async ({ storyPage: page }) => {
  const { updateSnapshots } = test.info().config
  test.skip(
    updateSnapshots === 'all' || updateSnapshots === 'changed',
    'would overwrite the baseline',
  )
  const id = 'ui-button--primary'
  await page.setViewportSize(viewports.desktop)
  await loadStory(page, id, 'dark')
  shown = null
  await page.addStyleTag({ content: '* { --fl-color-accent: #e8590c !important; }' })
  await waitForAssets(page)
  const screenshot = await page.screenshot({ clip: await pageArea(page), scale: 'css' })
  const name = `${id}--dark-desktop.png`
  expect(existsSync(test.info().snapshotPath(name)), 'the baseline exists').toBe(true)
  expect(() => expect(screenshot).toMatchSnapshot(name)).toThrow(/pixels .* are different/)
})
