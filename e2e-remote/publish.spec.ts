// Issue 12: publish → live in seconds on the remote path. A title changed in the Content Lake
// stand-in shows after the signed webhook within 5 s; a wrong signature changes nothing.
import { expect, test } from '@playwright/test'
import { lake, publish, titleOf } from './lake'

const PAGE = { _type: 'page', _id: 'page-pricing', slug: 'pricing' }
const GOAL_MS = 5000

test.beforeAll(() => lake.reset())

test('a signed webhook shows the new title within 5 s; a wrong signature changes nothing', async ({
  request,
}) => {
  const before = await titleOf(request, '/pricing')
  expect(before).toMatchObject({ status: 200, title: expect.stringMatching(/^Pricing/) })
  const newTitle = `Pricing, published ${Date.now()}`
  await lake.put({ ...(await lake.document(PAGE._id)), title: newTitle })

  const wrong = await publish(request, PAGE, 't=1700000000000,v1=bm90LXRoZS1zaWduYXR1cmU')
  expect(wrong.status()).toBe(401)
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect((await titleOf(request, '/pricing')).title).toBe(before.title)

  const started = Date.now()
  const ok = await publish(request, PAGE)
  expect(ok.status()).toBe(200)
  await expect
    .poll(async () => (await titleOf(request, '/pricing')).title, {
      timeout: GOAL_MS,
      intervals: [100],
    })
    .toMatch(new RegExp(`^${newTitle}`))
  const ms = Date.now() - started
  console.log(`remote publish: new title shown ${ms} ms after the webhook was sent`)
  expect(ms).toBeLessThan(GOAL_MS)

  // Back as it was, so the other tests see the build's content.
  await lake.reset()
  expect((await publish(request, PAGE)).status()).toBe(200)
  await expect
    .poll(async () => (await titleOf(request, '/pricing')).title, { timeout: 10_000 })
    .toBe(before.title)
})
