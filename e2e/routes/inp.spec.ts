// Issue 49 item 3: the first interactions answer fast on a phone. A fresh page on an emulated
// Pixel 7 with its CPU slowed 4×, tapped as soon as it has hydrated (before the idle time that
// fetches the dialogs' code): the first tap on the menu button and the first on "Book a demo" in
// the menu each paint their next frame within 200 ms (Interaction to Next Paint, as web-vitals
// measures it: scripts/lib/inp.mjs), and show what they open.
import { devices, expect, test } from '@playwright/test'
import { describeInteraction, firstInteractions } from '../../scripts/lib/inp.mjs'
import { desktopOnly } from '../support/projects'

test('the first menu open and the first dialog open on a slowed phone: measured and printed', async ({
  browser,
  baseURL,
}) => {
  desktopOnly()
  test.slow()
  const { menu, dialog } = await firstInteractions(browser, devices, `${baseURL}/`)
  console.log(`first menu open:   ${describeInteraction(menu)}`)
  console.log(`first dialog open: ${describeInteraction(dialog)}`)
  // The figures are the bench's (npm run bench -- --only inp, goal INP ≤ 200 ms): a time
  // limit here would fail on a busy machine, not on a slow site. Here: both taps were measured
  // and each opened what it opens (an INP of null is a tap that painted within 16 ms).
  expect(menu.visible, 'the menu was shown').toEqual(expect.any(Number))
  expect(dialog.visible, 'the dialog was shown').toEqual(expect.any(Number))
})
