import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The unit tests check the analytics calls a configured build makes (next.config.ts sets this).
process.env.FL_ANALYTICS_ENABLED = '1'

// Testing Library cleans up by itself only with vitest globals; this suite imports explicitly.
afterEach(() => cleanup())
