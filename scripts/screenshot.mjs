// Takes full-page screenshots of site paths at 375 and 1280 px, for a human to look at.
// Usage: node scripts/screenshot.mjs http://127.0.0.1:3000 / /product …   (PNGs in /tmp/shots)
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const out = process.env.SHOT_DIR || '/tmp/shots'
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const name = `${(path.replace(/\//g, '_') || '_').replace(/^_$/, 'home')}-${width}.png`
    await page.screenshot({ path: `${out}/${name}`, fullPage: true })
    console.log(`${out}/${name}`)
  }
  await page.close()
}
await browser.close()
