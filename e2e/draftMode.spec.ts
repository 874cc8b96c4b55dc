import { expect, test } from '@playwright/test'
import { PREVIEW_SECRET } from '../playwright.config'
import { draftDocuments } from './content'

const draftPage = draftDocuments.find((d) => d._type === 'page' && d.slug?.current)!
const path = `/${draftPage.slug!.current}`

test.describe('draft mode (DESIGN §4.6)', () => {
  test('a valid secret shows drafts and the preview overlay; exiting shows published content', async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
    await expect(page).not.toHaveTitle(new RegExp(draftPage.title!.replace(/[()]/g, '\\$&')))

    await page.goto(
      `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(path)}`,
    )
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page).toHaveTitle(new RegExp(draftPage.title!.replace(/[()]/g, '\\$&')))
    await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
    await expect(page).not.toHaveTitle(new RegExp(draftPage.title!.replace(/[()]/g, '\\$&')))
  })

  test('a wrong or missing secret gets a 401 JSON error', async ({ request }) => {
    for (const query of ['', '?secret=nope']) {
      const response = await request.get(`/api/draft-mode/enable${query}`, { maxRedirects: 0 })
      expect(response.status()).toBe(401)
      expect(await response.json()).toEqual({
        status: 'error',
        error: 'Invalid or missing preview secret.',
      })
    }
  })

  test('a redirect to another origin is refused with a 400 JSON error', async ({ request }) => {
    for (const target of ['https://evil.example/', '//evil.example']) {
      const response = await request.get(
        `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(target)}`,
        { maxRedirects: 0 },
      )
      expect(response.status()).toBe(400)
      expect((await response.json()).status).toBe('error')
    }
    const disable = await request.get(
      `/api/draft-mode/disable?redirect=${encodeURIComponent('//evil.example')}`,
      {
        maxRedirects: 0,
      },
    )
    expect(disable.status()).toBe(400)
  })
})

test.describe('draft mode is tied to this deployment (issue 9)', () => {
  const draftPage = draftDocuments.find((d) => d._type === 'page' && d.slug?.current)!
  const draftPath = `/${draftPage.slug!.current}`
  const draftTitle = new RegExp(draftPage.title!.replace(/[()]/g, '\\$&'))

  async function enable(page: import('@playwright/test').Page) {
    await page.goto(
      `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(draftPath)}`,
    )
    await expect(page).toHaveTitle(draftTitle)
  }

  test("Next's draft cookie alone, or with another deployment's token, shows published content", async ({
    page,
    context,
  }) => {
    await enable(page)
    const cookies = await context.cookies()
    expect(cookies.map((c) => c.name)).toEqual(
      expect.arrayContaining(['__prerender_bypass', '__forgeline_draft']),
    )
    // Another deployment of the same build: the same __prerender_bypass, another secret's token.
    await context.clearCookies({ name: '__forgeline_draft' })
    await page.goto(draftPath)
    await expect(page).not.toHaveTitle(draftTitle)
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
    const bypass = cookies.find((c) => c.name === '__forgeline_draft')!
    await context.addCookies([{ ...bypass, value: 'dG9rZW4tZnJvbS1hbm90aGVyLWRlcGxveW1lbnQ' }])
    await page.goto(draftPath)
    await expect(page).not.toHaveTitle(draftTitle)
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
  })

  test('exiting draft mode removes both cookies', async ({ page, context }) => {
    await enable(page)
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
    const names = (await context.cookies()).map((c) => c.name)
    expect(names).not.toContain('__forgeline_draft')
    expect(names).not.toContain('__prerender_bypass')
  })
})
