import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nextConfig } from '../../next.config'
import { EXPIRE_SECONDS, REVALIDATE_SECONDS } from './env'

// Next reads route segment config as literals at build time, so the ISR lifetime is written twice.
describe('ISR lifetime', () => {
  it('the root layout regenerates pages every REVALIDATE_SECONDS', () => {
    const layout = readFileSync(path.join(process.cwd(), 'src/app/layout.tsx'), 'utf8')
    expect(layout).toMatch(new RegExp(`export const revalidate = ${REVALIDATE_SECONDS}\\b`))
  })
  it('a CDN may serve a page stale for one more lifetime, not a year', () => {
    expect(nextConfig.expireTime).toBe(EXPIRE_SECONDS)
    expect(EXPIRE_SECONDS).toBe(2 * REVALIDATE_SECONDS)
  })
})
