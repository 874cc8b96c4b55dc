import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The unit tests check the analytics calls a configured build makes (next.config.ts sets this).
process.env.FL_ANALYTICS_ENABLED = '1'

// findBy*/waitFor resolve as soon as their condition holds; on a busy 2-core machine (CI beside
// other jobs) a lazily loaded part (the mobile menu's sheet) took over the default 1 s to appear.
configure({ asyncUtilTimeout: 5000 })

// Testing Library cleans up by itself only with vitest globals; this suite imports explicitly.
afterEach(() => cleanup())

// jsdom has no Web Animations: an element runs none (the header holds its slide on a press with
// getAnimations, useHideOnScroll.ts).
if (typeof Element !== 'undefined' && !Element.prototype.getAnimations) {
  Element.prototype.getAnimations = () => []
}
