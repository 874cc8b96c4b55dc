import { readFileSync } from 'node:fs'
import nodePath from 'node:path'
import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test'
import { PREVIEW_SECRET } from '../support/routeServer'
import { decodeEditAttribute } from '../../src/lib/editAttributes'
import { parseNdjson } from '../../src/lib/ndjson'
import { draftDocuments } from '../support/content'
import { desktopOnly } from '../support/projects'

const draftPage = draftDocuments.find((d) => d._type === 'page' && d.slug?.current)!
const path = `/${draftPage.slug!.current}`

// Draft mode (cookies, secrets, the overlay's data) is the same at every viewport.
test.beforeEach(desktopOnly)

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

    await page.getByRole('button', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
    await expect(page).not.toHaveTitle(new RegExp(draftPage.title!.replace(/[()]/g, '\\$&')))
  })

  test('an unknown path in draft mode gets the 404 notice with the header and footer', async ({
    page,
  }) => {
    // The proxy lets every path through to be rendered in draft mode (a page may exist only as a
    // draft): the route's notFound() shows src/app/not-found.tsx, with the site's chrome there.
    await page.goto(`/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=%2Fno-such-draft`)
    await expect(page).toHaveURL(/\/no-such-draft$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
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
    const disable = await request.post(
      `/api/draft-mode/disable?redirect=${encodeURIComponent('//evil.example')}`,
      {
        maxRedirects: 0,
      },
    )
    expect(disable.status()).toBe(400)
  })

  test('a GET or a post from another site cannot leave draft mode (issue 33)', async ({
    page,
    context,
  }) => {
    await page.goto(
      `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(path)}`,
    )
    await expect(page.getByTestId('preview-overlay')).toBeVisible()
    // What a link, an image or a form on another site would send, with the editor's cookies.
    const get = await context.request.get('/api/draft-mode/disable?redirect=%2F', {
      maxRedirects: 0,
    })
    expect(get.status()).toBe(405)
    expect(get.headers()['allow']).toBe('POST')
    expect(await get.json()).toEqual({ status: 'error', error: 'Use POST to leave draft mode.' })
    const crossSite = await context.request.post('/api/draft-mode/disable?redirect=%2F', {
      maxRedirects: 0,
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSite.status()).toBe(403)
    expect((await crossSite.json()).status).toBe('error')
    for (const answer of [get, crossSite]) {
      expect(answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')).toEqual([])
    }
    await page.reload()
    await expect(page.getByTestId('preview-overlay')).toContainText('Previewing drafts')
    await expect(page).toHaveTitle(new RegExp(draftPage.title!.replace(/[()]/g, '\\$&')))
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
    await page.getByRole('button', { name: 'Exit preview' }).click()
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
    const names = (await context.cookies()).map((c) => c.name)
    expect(names).not.toContain('__forgeline_draft')
    expect(names).not.toContain('__prerender_bypass')
  })
})

test.describe('click-to-edit in draft mode (issue 12, item 3)', () => {
  // Expectations come from the dataset itself: the page with a heading, a button, an image and a
  // form, the header's first navigation item, and the form's first field.
  const docs = parseNdjson(
    readFileSync(nodePath.join(__dirname, '..', '..', 'content', 'dataset.ndjson'), 'utf8'),
  ) as Array<Record<string, unknown> & { _id: string; _type: string }>
  const byId = (id: string) => docs.find((d) => d._id === id)!
  type Keyed = Record<string, unknown> & { _key: string; _type: string }
  const pageDoc = docs.find(
    (d) =>
      d._type === 'page' &&
      !d._id.startsWith('drafts.') &&
      ['ctaBlock', 'imageBlock', 'formBlock'].every((type) =>
        (d.modules as Keyed[]).some((m) => (m.content as Keyed[]).some((c) => c._type === type)),
      ),
  )!
  const pagePath = `/${(pageDoc.slug as { current: string }).current}`
  /** The first item of a type in the page's modules, with its module. */
  function first(test: (item: Keyed) => boolean) {
    for (const group of pageDoc.modules as Keyed[]) {
      const item = (group.content as Keyed[]).find(test)
      if (item)
        return {
          group,
          item,
          base: `modules[_key=="${group._key}"].content[_key=="${item._key}"]`,
        }
    }
    throw new Error('not in the dataset')
  }
  const heading = first((b) => b._type === 'block' && String(b.style).startsWith('h1'))
  const cta = first((b) => b._type === 'ctaBlock')
  const button = (cta.item.buttons as Keyed[])[0]!
  const image = first((b) => b._type === 'imageBlock')
  const formBlock = first((b) => b._type === 'formBlock')
  const form = byId((formBlock.item.form as { _ref: string })._ref)
  const field = (form.fields as Keyed[])[0]!
  const navItem = (byId('header').primaryNavigation as Keyed[])[0]!

  async function decoded(locator: Locator) {
    const value = await locator.getAttribute('data-sanity')
    expect(value, 'a data-sanity attribute').toBeTruthy()
    return decodeEditAttribute(value!)
  }

  async function enable(page: Page, target: string) {
    await page.goto(
      `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(target)}`,
    )
    await expect(page.getByTestId('preview-overlay')).toBeVisible()
  }

  test('a heading, a button, an image, a nav item and a form field name their document and field', async ({
    page,
  }) => {
    await enable(page, pagePath)
    const main = page.locator('main')
    const pageTarget = { id: pageDoc._id, type: 'page' }

    expect(await decoded(main.locator('h1').first())).toMatchObject({
      ...pageTarget,
      path: heading.base,
    })
    expect(
      await decoded(main.getByRole('link', { name: String(button.label) }).first()),
    ).toMatchObject({ ...pageTarget, path: `${cta.base}.buttons[_key=="${button._key}"]` })
    const alt = String((image.item.image as { altText: string }).altText)
    expect(await decoded(main.locator(`img[alt="${alt}"]`))).toMatchObject({
      ...pageTarget,
      path: `${image.base}.image`,
    })
    // The module around them: the section.
    expect(
      await decoded(main.locator(`section[data-module-key="${heading.group._key}"]`)),
    ).toMatchObject({
      ...pageTarget,
      path: `modules[_key=="${heading.group._key}"]`,
    })
    // Nav items live in the header document; the first is in the DOM at every width.
    expect(await decoded(page.locator('nav[aria-label="Main"] > ul > li').first())).toMatchObject({
      id: 'header',
      type: 'header',
      path: `primaryNavigation[_key=="${navItem._key}"]`,
    })
    // A form field: the form document the form block references, not the page.
    const control = main.getByLabel(String(field.fieldTitle), { exact: false }).first()
    expect(await decoded(control.locator('xpath=ancestor::*[@data-sanity][1]'))).toMatchObject({
      id: form._id,
      type: 'formDocument',
      path: `fields[_key=="${field._key}"]`,
    })
  })

  test('a draft page names its published id', async ({ page }) => {
    const draftPage = draftDocuments.find((d) => d._type === 'page' && d.slug?.current)!
    await enable(page, `/${draftPage.slug!.current}`)
    const values = await page
      .locator('main [data-sanity]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-sanity')!))
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) {
      const target = decodeEditAttribute(value)
      expect(target?.id).not.toMatch(/^drafts\./)
    }
    expect(values.map((v) => decodeEditAttribute(v)?.id)).toContain(
      draftPage._id.replace(/^drafts\./, ''),
    )
  })

  test('published pages carry none, in the HTML or the RSC payload; exiting preview removes them', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(pagePath)).text()
    expect(html).not.toContain('data-sanity')
    expect(html).not.toContain('_editAttribute')
    await page.goto(pagePath)
    await expect(page.locator('[data-sanity]')).toHaveCount(0)

    await enable(page, pagePath)
    expect(await page.locator('[data-sanity]').count()).toBeGreaterThan(5)
    await page.getByRole('button', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`))
    await expect(page.getByTestId('preview-overlay')).toHaveCount(0)
    await expect(page.locator('[data-sanity]')).toHaveCount(0)
  })
})

test.describe("draft mode in the Studio's iframe on another site (issue 12, item 3)", () => {
  const crossSiteIframe = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' }
  const setCookies = (response: APIResponse) =>
    response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
  const cookieNamed = (cookies: string[], name: string) =>
    cookies.filter((c) => c.startsWith(`${name}=`))

  test('the draft cookies are SameSite=None; Secure, and partitioned in a cross-site iframe', async ({
    request,
  }) => {
    const url = `/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=%2F`
    const topLevel = setCookies(await request.get(url, { maxRedirects: 0 }))
    for (const name of ['__prerender_bypass', '__forgeline_draft']) {
      const [cookie] = cookieNamed(topLevel, name)
      expect(cookie, name).toMatch(/; Secure/i)
      expect(cookie, name).toMatch(/; SameSite=None/i)
      expect(cookie, name).not.toMatch(/; Partitioned/i)
    }

    const framed = setCookies(await request.get(url, { maxRedirects: 0, headers: crossSiteIframe }))
    for (const name of ['__prerender_bypass', '__forgeline_draft', 'sanity-preview-partitioned']) {
      const cookies = cookieNamed(framed, name)
      expect(cookies, name).toHaveLength(1)
      expect(cookies[0], name).toMatch(/; Secure/i)
      expect(cookies[0], name).toMatch(/; SameSite=None/i)
      expect(cookies[0], name).toMatch(/; Partitioned/i)
    }
  })

  test("leaving draft mode expires the partitioned copies when next-sanity's marker says so", async ({
    request,
  }) => {
    const plain = setCookies(await request.post('/api/draft-mode/disable', { maxRedirects: 0 }))
    expect(plain.some((c) => /Partitioned/i.test(c))).toBe(false)

    const framed = setCookies(
      await request.post('/api/draft-mode/disable', {
        maxRedirects: 0,
        headers: { cookie: 'sanity-preview-partitioned=1' },
      }),
    )
    for (const name of ['__prerender_bypass', '__forgeline_draft', 'sanity-preview-partitioned']) {
      expect(
        cookieNamed(framed, name).some(
          (c) => /(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c) && /Partitioned/i.test(c),
        ),
        name,
      ).toBe(true)
    }
  })
})
