// Issue 49 item 3: the first interactions answer fast on a phone. A fresh page on an emulated
// Pixel 7 with its CPU slowed 4×, tapped as soon as it has hydrated (before the idle time that
// fetches the dialogs' code): the first tap on the menu button and the first on "Book a demo" in
// the menu each paint their next frame within 200 ms (Interaction to Next Paint, as web-vitals
// measures it: scripts/lib/inp.mjs), and show what they open within a second.
import { devices, expect, test } from '@playwright/test'
import { describeInteraction, firstInteractions, INP_GOAL_MS } from '../scripts/lib/inp.mjs'
import { desktopOnly } from './projects'

test('the first menu open and the first dialog open answer within 200 ms on a slowed phone', async ({
  browser,
  baseURL,
}) => {
  desktopOnly()
  test.slow()
  const { menu, dialog } = await firstInteractions(browser, devices, `${baseURL}/`)
  console.log(`first menu open:   ${describeInteraction(menu)}`)
  console.log(`first dialog open: ${describeInteraction(dialog)}`)
  expect.soft(menu.inp ?? 0, 'INP of the first menu open').toBeLessThanOrEqual(INP_GOAL_MS)
  expect.soft(dialog.inp ?? 0, 'INP of the first dialog open').toBeLessThanOrEqual(INP_GOAL_MS)
  expect.soft(menu.visible, 'menu shown after').toBeLessThanOrEqual(1000)
  expect.soft(dialog.visible, 'dialog shown after').toBeLessThanOrEqual(1000)
})
