// Issue 48: the header as the server writes it, read as a browser without JavaScript reads it
// (jsdom parses <noscript> content as markup when scripts are off). This file runs in Node, where
// `typeof window` is 'undefined' as in the server's render; Header.test.tsx checks that a browser
// with JavaScript renders none of it. Behaviour in a real browser: e2e/routes/noJsHeader.spec.ts.
import { text as streamText } from 'node:stream/consumers'
import { JSDOM } from 'jsdom'
import { prerenderToNodeStream } from 'react-dom/static'
import { ServerStyleSheet } from 'styled-components'
import { describe, expect, it, vi } from 'vitest'
import { SiteStateProvider } from '@/theme/SiteStateProvider'
import { SiteThemeProvider } from '@/theme/SiteThemeProvider'
import { header } from '../../../../stories/fixtures'
import type { HeaderData } from '../types'
import { Header } from './Header'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

/** The header data with "Book a demo"'s form page as the query resolves it (formLink), or none. */
function withFormPage(internalLink: string | null): HeaderData {
  return {
    ...header,
    primaryNavigation: (header.primaryNavigation ?? []).map((item) =>
      item._type === 'navModalButton'
        ? { ...item, formLink: { linkType: 'internal' as const, internalLink } }
        : item,
    ),
  }
}

/**
 * The server's HTML (the no-JavaScript parts load on first use, so the whole render is awaited,
 * as a static page is) and its styles, parsed with scripting off.
 */
async function serverDocument(data: HeaderData = withFormPage('demo')) {
  const sheet = new ServerStyleSheet()
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <SiteThemeProvider>
          <SiteStateProvider>
            <Header header={data} productName="Forgeline" loginHref="/login" signupHref="/signup" />
          </SiteStateProvider>
        </SiteThemeProvider>,
      ),
    )
    const html = await streamText(prelude)
    const css = sheet.getStyleTags()
    return new JSDOM(`<!doctype html><head>${css}</head><body>${html}</body>`, {
      url: 'http://localhost/',
    }).window.document
  } finally {
    sheet.seal()
  }
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim()

describe('the header without JavaScript (server HTML)', () => {
  it("the burger toggles the menu's popover, and states only what the browser knows", async () => {
    const doc = await serverDocument()
    const burger = doc.querySelector('button[aria-label="Menu"]')!
    const state = doc.getElementById(burger.getAttribute('popovertarget')!)!
    // Manual: a press in the sheet (outside the popover) must not close it. Empty: never drawn.
    expect(state.getAttribute('popover')).toBe('manual')
    expect(state.childElementCount).toBe(0)
    // The dialog and its state are React's: without JavaScript the browser states the popover's.
    expect(burger.hasAttribute('aria-expanded')).toBe(false)
    expect(burger.hasAttribute('aria-haspopup')).toBe(false)
  })

  it('each dropdown has a disclosure that shows its own panel, one open at a time', async () => {
    const doc = await serverDocument()
    const nav = doc.querySelector('nav[aria-label="Main"]')!
    const toggles = [...nav.querySelectorAll('details')]
    expect(toggles.map((d) => text(d.querySelector('summary')))).toEqual([
      'Product',
      'Solutions',
      'Resources',
    ])
    for (const details of toggles) {
      expect(details.getAttribute('name')).toBe('primary-navigation')
      const panel = doc.getElementById(
        details.querySelector('summary')!.getAttribute('aria-controls')!,
      )!
      // The panel the dropdown's button controls, in the same item, after the disclosure.
      expect(panel.closest('li')).toBe(details.closest('li'))
      expect(panel.hasAttribute('hidden')).toBe(true)
      expect(panel.querySelectorAll('a[href]').length).toBeGreaterThan(2)
    }
  })

  it('"Book a demo" links to its form\'s page; without a page holding the form, nothing', async () => {
    const link = '[aria-label="Main"] > ul > li > noscript > a'
    const doc = await serverDocument()
    expect(text(doc.querySelector(link))).toBe('Book a demo')
    expect(doc.querySelector(link)?.getAttribute('href')).toBe('/demo')
    expect((await serverDocument(withFormPage(null))).querySelector(link)).toBeNull()
  })

  it('its styles apply only without scripts, and the buttons only scripts answer give way', async () => {
    const doc = await serverDocument()
    const css = [...doc.querySelectorAll('style')].map((s) => s.textContent).join('\n')
    // The dropdown buttons and the form's modal button, by their styled components' classes (the
    // disclosures' summaries are drawn by the dropdown buttons' component: only buttons go).
    const componentClass = (el: Element) =>
      [...el.classList].find((c) => c.startsWith('sc-')) ?? 'none'
    const trigger = componentClass(doc.querySelector('nav button[aria-controls]')!)
    const modalButton = componentClass(doc.querySelector('nav button[aria-haspopup="dialog"]')!)
    // Every rule that shows a no-JavaScript part, hides a scripted one or turns the bar into the
    // menu is inside a `scripting: none` block: with JavaScript they match nothing.
    for (const rule of [
      new RegExp(`button\\.${trigger},\\.${modalButton}\\{display:none;\\}`),
      /\.fl-nojs-dropdown\{display:flex;/,
      /:has\(> noscript > \.fl-nojs-dropdown\[open\]\)/,
      /body:has\(\.fl-nojs-menu:popover-open\)\{visibility:hidden;\}/,
    ]) {
      const at = css.search(rule)
      expect(at, String(rule)).toBeGreaterThan(-1)
      // Inside the block of the last `@media (scripting: none…)` before it: one brace still open.
      const media = css.lastIndexOf('@media (scripting: none', at)
      expect(media, String(rule)).toBeGreaterThan(-1)
      const between = css.slice(media, at)
      expect(between.split('{').length - between.split('}').length, String(rule)).toBe(1)
    }
  })
})
