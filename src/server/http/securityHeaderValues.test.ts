import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { securityConfig, securityHeaders } from './securityHeaders'
import { hstsEnabled, nonDocumentHeaders } from './securityHeaderValues.mjs'

const studio = { NEXT_PUBLIC_SANITY_STUDIO_URL: 'https://studio.example/s' }

describe('nonDocumentHeaders (issue 47: one source for Next, server.mjs and nginx)', () => {
  it("are the headers securityHeaders.ts gives a non-page answer, whatever the build's Studio", () => {
    for (const env of [{}, studio, { NEXT_PUBLIC_GTM_ID: 'GTM-X1' }]) {
      for (const kind of ['api', 'asset'] as const) {
        expect(securityHeaders(securityConfig(env), kind)).toEqual(nonDocumentHeaders())
      }
    }
    expect(securityHeaders(securityConfig({ SECURITY_HSTS: 'off' }), 'api')).toEqual(
      nonDocumentHeaders({ hsts: false }),
    )
  })

  it('turn HSTS off with SECURITY_HSTS=off only', () => {
    expect(hstsEnabled({})).toBe(true)
    expect(hstsEnabled({ SECURITY_HSTS: 'on' })).toBe(true)
    expect(hstsEnabled({ SECURITY_HSTS: 'off' })).toBe(false)
    expect(nonDocumentHeaders({ hsts: false })['Strict-Transport-Security']).toBeUndefined()
  })

  it('leave X-Frame-Options off a page only, where a Studio must frame it', () => {
    const config = securityConfig(studio)
    expect(securityHeaders(config, 'document')['X-Frame-Options']).toBeUndefined()
    expect(securityHeaders(config, 'cachedPage')['X-Frame-Options']).toBeUndefined()
    expect(securityHeaders(config, 'api')['X-Frame-Options']).toBe('SAMEORIGIN')
  })

  it('are the values nginx adds to its own answers (deploy/security-headers.conf)', () => {
    const conf = readFileSync(path.join(process.cwd(), 'deploy', 'security-headers.conf'), 'utf8')
    const added: Record<string, string> = {}
    for (const line of conf.split('\n')) {
      if (line.startsWith('#') || !line.trim()) continue
      const match = /^add_header ([\w-]+) "([^"]*)" always;$/.exec(line.trim())
      expect(match, line).not.toBeNull()
      added[match![1]!] = match![2]!
    }
    expect(added).toEqual(nonDocumentHeaders({ hsts: true }))
  })
})
