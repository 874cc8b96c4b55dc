import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library cleans up by itself only with vitest globals; this suite imports explicitly.
afterEach(() => cleanup())
