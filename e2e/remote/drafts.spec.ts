// Issue 12: drafts on the remote path only in draft mode, entered with the Presentation tool's
// handshake (next-sanity validates the secret against the Content Lake, with the read token),
// and read with the token; published reads never carry it.
import { expect, test } from '@playwright/test'
import { draftDocuments } from '../support/content'
import { CONTENT_LAKE_URL } from './env.mjs'
import { STUDIO_SECRET, draftModeUrl, escapeRegExp, lake, putPreviewSecret } from './lake'

const draftPage = draftDocuments.find((d) => d._type === 'page' && d.slug?.current)!
const path = `/${draftPage.slug!.current}`
const draftTitle = new RegExp(escapeRegExp(draftPage.title!))
const enableUrl = (secret: string) => draftModeUrl(secret, path)

test.beforeEach(async () => {
  await lake.reset()
  await putPreviewSecret()
})

test('published content without draft mode; drafts after the handshake, read with the token', async ({
  page,
}) => {
  await page.goto(path)
  await expect(page).not.toHaveTitle(draftTitle)
  await expect(page.getByTestId('preview-overlay')).toHaveCount(0)

  await page.goto(enableUrl(STUDIO_SECRET))
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`))
  await expect(page).toHaveTitle(draftTitle)
  await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')

  const requests = await lake.requests()
  // The handshake read the secret (raw perspective, token), the page its drafts (token).
  expect(requests.some((r) => r.perspective === 'raw' && r.token && r.status === 200)).toBe(true)
  const drafts = requests.filter((r) => r.perspective === 'drafts')
  expect(drafts.length).toBeGreaterThan(0)
  for (const r of drafts) expect(r).toMatchObject({ token: true, status: 200 })
  for (const r of requests.filter((r) => r.perspective === 'published')) expect(r.token).toBe(false)

  await page.getByRole('button', { name: 'Exit preview' }).click()
  await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
  await expect(page).not.toHaveTitle(draftTitle)
})

test('a wrong, expired or missing handshake secret is refused and shows no drafts', async ({
  page,
  request,
}) => {
  for (const url of [enableUrl('not-the-secret'), '/api/draft-mode/enable']) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status()).toBe(401)
  }
  // A secret older than an hour no longer opens draft mode.
  await lake.put({
    _id: 'sanity-preview-url-secret.e2e',
    _type: 'sanity.previewUrlSecret',
    secret: STUDIO_SECRET,
    _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  })
  expect((await request.get(enableUrl(STUDIO_SECRET), { maxRedirects: 0 })).status()).toBe(401)
  await page.goto(path)
  await expect(page).not.toHaveTitle(draftTitle)
})

test('the Content Lake gives drafts only with the token', async () => {
  const query = encodeURIComponent('*[_id == $id][0].title')
  const url = `${CONTENT_LAKE_URL}/v2025-10-01/data/query/migration?query=${query}&%24id=${encodeURIComponent(JSON.stringify(draftPage._id.replace(/^drafts\./, '')))}&perspective=drafts`
  expect((await fetch(url)).status).toBe(401)
  const withToken = await fetch(url, { headers: { Authorization: 'Bearer e2e-read-token' } })
  expect((await withToken.json()).result).toBe(draftPage.title)
})
