// axe on the answer to a post without JavaScript, as the visitor has it. axe.run is asynchronous,
// and in a page without script execution its promise never settles; the answer to a POST cannot be
// asked for again with a GET either (that is the page as first served). So the answer's own HTML is
// opened in a context where JavaScript runs but no script file loads: the server's HTML, never
// hydrated, is the DOM the visitor without JavaScript has.
import { expect, type Page, type Response } from '@playwright/test'
import { axeViolations } from './axe'

export async function noScriptAxeViolations(page: Page, answer: Response) {
  const html = await answer.text()
  const context = await page.context().browser()!.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  })
  try {
    await context.route('**/*', (route) => {
      const request = route.request()
      if (request.resourceType() === 'script') return route.abort()
      if (request.isNavigationRequest()) {
        return route.fulfill({ status: 200, contentType: 'text/html', body: html })
      }
      return route.fallback()
    })
    const copy = await context.newPage()
    await copy.goto(answer.url())
    expect(await copy.locator('[data-form-hydrated]').count(), 'React never ran').toBe(0)
    return await axeViolations(copy)
  } finally {
    await context.close()
  }
}
