// Issue 12: a query longer than @sanity/client's GET limit (11,264 characters of query string)
// goes by POST, and the page still renders. The page query (about 7,900 encoded characters) is
// made longer by its $slug parameter: a page published with a 3,600-character slug (in segments
// of 200: a file name, which Next's route cache makes of each, may not be longer than 255 bytes).
import { expect, test } from '@playwright/test'
import { lake, titleOf } from './lake'

// A new address each run: a page cached by an earlier run would not ask the CMS again.
const slug = [
  `long-${Date.now()}`,
  ...Array.from({ length: 18 }, (_, i) => `${i}`.padEnd(200, 'x')),
].join('/')
const title = 'A page with a very long address'

test.beforeAll(() => lake.reset())
test.afterAll(() => lake.reset())

test('a page whose query is over the GET limit renders from a POST', async ({ request }) => {
  test.setTimeout(60_000)
  const base = await lake.document('page-pricing')
  await lake.put({ ...base, _id: 'page-long-query', slug: { _type: 'slug', current: slug }, title })

  // The proxy learns the new slug within 10 s (it re-reads the page list on a miss).
  let shown = { status: 0, title: '' }
  await expect
    .poll(async () => (shown = await titleOf(request, `/${slug}`)).status, { timeout: 30_000 })
    .toBe(200)
  expect(shown.title).toContain(title)

  const posted = (await lake.requests()).filter((r) => r.posted)
  expect(posted.length).toBeGreaterThan(0)
  expect(posted.every((r) => r.status === 200 && r.perspective === 'published')).toBe(true)
  expect(posted.some((r) => r.queryLength > 5000)).toBe(true)
})
