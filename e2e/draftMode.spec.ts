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
