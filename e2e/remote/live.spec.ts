// Issue 12: in draft mode, an edit shows in the open page without a reload (SanityLive over the
// Live Content API, here the stand-in's event stream); published visitors never open a stream.
import { expect, test, type Page } from '@playwright/test'
import { draftDocuments } from '../support/content'
import { draftModeUrl, escapeRegExp, lake, putPreviewSecret, STUDIO_SECRET } from './lake'
import { LIVE_EDIT_GOAL_MS, REMOTE_BENCH } from './env.mjs'

/**
 * A text as shown in the Presentation tool: stega is on (issue 35), so it ends in invisible
 * characters that name its field.
 */
const shown = (text: string) =>
  new RegExp(
    `^${escapeRegExp(text)}[\\u200b-\\u200d\\u2060-\\u2064\\ufeff\\u{1d173}-\\u{1d17a}]*$`,
    'u',
  )

const draftPage = draftDocuments.find((d) => d._type === 'page' && d.slug?.current)!
const path = `/${draftPage.slug!.current}`

/** The draft's first span of text (the page's first rich-text line). */
function firstSpan(doc: Record<string, unknown>): { text: string } {
  const stack: unknown[] = [doc]
  while (stack.length) {
    const node = stack.shift()
    if (Array.isArray(node)) stack.unshift(...node)
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>
      if (record._type === 'span' && typeof record.text === 'string' && record.text.trim()) {
        return record as { text: string }
      }
      stack.unshift(...Object.values(record))
    }
  }
  throw new Error(`${String(doc._id)} has no text`)
}

test.beforeEach(async () => {
  await lake.reset()
  await putPreviewSecret()
})

/**
 * Opens the draft page in draft mode, waits for its live stream, and marks the window (a reload
 * would lose the mark: `notReloaded`). Gives the draft as the stand-in has it and its first span.
 */
async function openLivePreview(page: Page) {
  await page.goto(draftModeUrl(STUDIO_SECRET, path))
  await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')
  // The stand-in starts from the embedded dataset: the draft as it is there.
  const draft = structuredClone(draftPage) as Record<string, unknown>
  const span = firstSpan(draft)
  await expect(page.getByText(shown(span.text)).first()).toBeVisible()
  // The page's stream is open, with the browser token and drafts included.
  await expect
    .poll(async () => (await lake.requests()).filter((r) => r.live && r.status === 200))
    .toContainEqual(expect.objectContaining({ perspective: 'drafts', token: true }))
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }))
  return { draft, span }
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)

test('in draft mode an edited draft shows in the open page, without a reload', async ({ page }) => {
  const { draft, span } = await openLivePreview(page)
  // Each edit shows, text and title, without a reload. Issue 35's goal, within 2 s (the median
  // of five edits), is the bench's (REMOTE_BENCH, env.mjs); here three edits, timed and printed.
  const times: number[] = []
  for (let i = 0; i < (REMOTE_BENCH ? 5 : 3); i++) {
    const edited = `Edited live ${Date.now()} (${i + 1})`
    span.text = edited
    draft.title = edited
    await lake.put(draft)
    const started = Date.now()
    // An edit is an event and a refresh (a draft render): beside the story tests one took over
    // 15 s, and a render whose CMS request passed the test build's deadline shows the
    // preview's notice until its retry. The speed goal is the bench's, not this check's.
    await expect(page.getByText(shown(edited)).first(), `edit ${i + 1} shows`).toBeVisible({
      timeout: 40_000,
    })
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(edited)))
    times.push(Date.now() - started)
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!
  console.log(
    `live update shown ${times.join(', ')} ms after the edits (median ${median} ms; goal ≤ ${LIVE_EDIT_GOAL_MS} ms)`,
  )
  if (REMOTE_BENCH) expect(median).toBeLessThanOrEqual(LIVE_EDIT_GOAL_MS)
  expect(await notReloaded(page)).toBe(true)
})

test('a CMS failure during a live refresh shows a notice, and the preview recovers by itself', async ({
  page,
}) => {
  const { draft, span } = await openLivePreview(page)
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'could not be rendered from the latest' })
  await lake.fail('500')
  const edited = `Edited in an outage ${Date.now()}`
  span.text = edited
  await lake.put(draft)
  // The refresh fails: the notice, inside the layout, instead of Next's whole-window error page
  // (an edit's refresh took over 15 s beside the story tests: as long a wait as the edits').
  await expect(notice).toBeVisible({ timeout: 40_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The latest drafts could not be loaded',
  )
  await expect(page).toHaveTitle(/^Preview could not load/)
  await expect(page.getByRole('button', { name: 'Exit preview' })).toBeVisible()
  // Its retry (after 2 s) fails too, as the CMS still answers 500: the notice comes back as plain
  // text, so that a screen reader hears it once.
  const message = page.getByText(/could not be rendered from the latest drafts/)
  await expect(notice).toBeHidden({ timeout: 40_000 })
  await expect(message).toBeVisible()
  // The CMS answers again: no new edit and no click, the next retry shows the edit.
  await lake.fail('off')
  await expect(page.getByText(shown(edited)).first()).toBeVisible({ timeout: 40_000 })
  await expect(message).toBeHidden()
  expect(await notReloaded(page)).toBe(true)
})

test('published pages open no live stream and hand the browser no token', async ({ page }) => {
  const html: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document') html.push(await response.text())
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect((await lake.requests()).filter((r) => r.live)).toEqual([])
  expect(html.join('')).not.toContain('e2e-read-token')
})
