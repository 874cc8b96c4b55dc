// The browser every Playwright project launches (chromiumLaunch): it keeps Playwright's own
// switches and does without the address bar's WebUI popup. Read from the running browser's command
// line and its targets, so a Playwright or Chromium upgrade that changes either fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunch, OMNIBOX_WEBUI_FEATURES } from './browser'

/** The command lines of this process's child browsers (Playwright's launch runs Chromium here). */
function childBrowserCommandLines(): string[][] {
  const lines: string[][] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent !== process.pid) continue
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean)
      if (args.some((arg) => arg.startsWith('--remote-debugging-pipe'))) lines.push(args)
    } catch {
      // A process that ended while it was read.
    }
  }
  return lines
}

const features = (args: string[]) =>
  args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(',').filter(Boolean))

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunch)
})
afterAll(async () => {
  await browser?.close()
})

describe("the test browser's launch", () => {
  it('keeps every feature Playwright turns off, in the one --disable-features Chromium reads (the last)', () => {
    const [args, ...others] = childBrowserCommandLines()
    expect(others).toEqual([])
    const switches = features(args ?? [])
    // Playwright's own switch, then this project's.
    expect(switches).toHaveLength(2)
    const [playwrights, applied] = switches as [string[], string[]]
    expect(playwrights.length).toBeGreaterThan(5)
    expect(playwrights.filter((name) => !applied.includes(name))).toEqual([])
    expect(applied).toEqual(expect.arrayContaining(OMNIBOX_WEBUI_FEATURES))
  })

  it("opens a context and its page with no WebUI page of the browser's own beside them", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto('about:blank')
    const session = await browser.newBrowserCDPSession()
    // An empty filter entry lists every kind of target, the browser's own UI pages too.
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
    await context.close()
    expect(targetInfos.map(({ type }) => type).sort()).toEqual(['page', 'tab'])
  })
})
