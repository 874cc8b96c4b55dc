import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import * as nextDev from '../patch-next-dev.mjs'
import * as styled from '../patch-styled-components.mjs'
import { patchSource, unpatchedFiles } from './patch-package.mjs'

// The shape of `DevServer.getStaticPaths` in next 16.4.6 (dist/server/dev/next-dev-server.js).
const NEXT_DEV_SERVER = [
  '        const result = this.staticPathsCache.get(pathname);',
  '        const nextInvoke = (0, _coalescedfunction.withCoalescedInvoke)(__getStaticPaths)(`staticPaths-${pathname}`, []).then(async (res)=>{',
  '        });',
  '        if (result) {',
  '            return result;',
  '        }',
  '        return nextInvoke;',
].join('\n')

describe('patch-next-dev (next dev keeps a route’s static paths once known)', () => {
  it('returns the known static paths before next dev starts a worker for them again', () => {
    const { source, problem } = patchSource(NEXT_DEV_SERVER, nextDev.PATCH)
    expect(problem).toBeUndefined()
    const lines = source.split('\n')
    const early = lines.findIndex(
      (line: string) =>
        line.trim() === 'if (result && !this.nextConfig.cacheComponents) return result;',
    )
    expect(early).toBe(2)
    expect(lines[early - 1]).toContain('patch-next-dev')
    expect(lines.findIndex((line: string) => line.includes('withCoalescedInvoke'))).toBeGreaterThan(
      early,
    )
  })

  it('leaves a patched file as it is, and refuses a file where the call is not found once', () => {
    const once = patchSource(NEXT_DEV_SERVER, nextDev.PATCH).source
    expect(patchSource(once, nextDev.PATCH)).toEqual({ source: once })
    expect(patchSource('const x = 1;', nextDev.PATCH).problem).toMatch(/found 0/)
    const twice = `${NEXT_DEV_SERVER}\n${NEXT_DEV_SERVER}`
    expect(patchSource(twice, nextDev.PATCH)).toEqual({
      source: twice,
      problem: 'expected the call once, found 2 (and 0 patched)',
    })
  })
})

describe('patch-styled-components (server styles written once, in the head)', () => {
  it('gives the server <style> React’s href and precedence, keyed as styled-components keys it', () => {
    const original =
      'a=createElement("style",{[Ke]:"",key:"sc-"+e.componentId,children:s}),o&&o.set(k,!0)'
    expect(patchSource(original, styled.PATCH)).toEqual({
      source:
        'a=createElement("style",{href:k.replace(/ /g,"-"),precedence:"sc",key:"sc-"+e.componentId,children:s}),o&&o.set(k,!0)',
    })
  })
})

describe('the installed packages are patched (npm install ran the postinstall)', () => {
  it.each([
    ['next', nextDev.PATCH],
    ['styled-components', styled.PATCH],
  ])('%s', (_, patch) => {
    expect(unpatchedFiles(patch)).toEqual([])
  })

  it('patching next’s own dev server (the installed file without the patch) gives the installed file', () => {
    const require = createRequire(import.meta.url)
    for (const file of nextDev.PATCH.files) {
      const installed = readFileSync(require.resolve(`next/${file}`), 'utf8')
      const unpatched = installed.replace(
        /\n +\/\/ patch-next-dev[^\n]*\n +if \(result && [^\n]*\) return result;/,
        '',
      )
      expect(unpatched).not.toBe(installed)
      expect(patchSource(unpatched, nextDev.PATCH)).toEqual({ source: installed })
    }
  })
})
