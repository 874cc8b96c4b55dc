// When next.config.ts runs the styled-components check: once a build, after its compile (Next's
// runAfterProductionCompile hook), and when `next dev` starts; not at every load of the file
// (each build worker and `next start` load it again).
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { PHASE_PRODUCTION_SERVER } from 'next/constants'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { assertStyledComponentsPatched } from './check-styled-components.mjs'

vi.mock('./check-styled-components.mjs', () => ({
  assertStyledComponentsPatched: vi.fn(() => {
    throw new Error('styled-components is not patched')
  }),
}))

const { default: config, nextConfig } = await import('../next.config')

describe("next.config.ts's styled-components check", () => {
  beforeEach(() => {
    vi.mocked(assertStyledComponentsPatched).mockClear()
  })

  it('stops a build after its compile, before any page is prerendered', async () => {
    const hook = nextConfig.compiler?.runAfterProductionCompile
    await expect(hook?.({ distDir: '.next-none', projectDir: '/nowhere' })).rejects.toThrow(
      'styled-components is not patched',
    )
  })

  it('stops `next dev` as it starts', async () => {
    await expect(config(PHASE_DEVELOPMENT_SERVER)).rejects.toThrow('not patched')
  })

  it('does not run where the file is only loaded: build workers, `next start`', async () => {
    await config(PHASE_PRODUCTION_BUILD)
    await config(PHASE_PRODUCTION_SERVER)
    expect(assertStyledComponentsPatched).not.toHaveBeenCalled()
  })
})
