// The Sanity client against the local Content Lake stand-in (issue 12): SANITY_API_HOST is used
// as it is; a long query switches to POST; every request has a deadline; after a failure the
// breaker fails requests at once (without asking the CMS) until one tries again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startContentLake } from '../../test-support/content-lake.mjs'

const lake = await startContentLake({ port: 0, token: 'unit-token' })
const base = `http://127.0.0.1:${lake.port}`
vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', 'e2eproject')
vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', 'migration')
vi.stubEnv('SANITY_API_HOST', base)
vi.stubEnv('SANITY_FETCH_TIMEOUT_MS', '400')
vi.stubEnv('SANITY_RETRY_SECONDS', '1')
const { breaker, client } = await import('./client')

interface Logged {
  posted: boolean
  status: number
  queryLength: number
}
const requests = async (): Promise<Logged[]> => (await fetch(`${base}/__requests`)).json()
const control = (path: string, body: unknown = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) })

describe('Sanity client with SANITY_API_HOST', () => {
  beforeAll(() => control('/__reset'))
  afterAll(() => lake.close())

  it('queries the host itself (no project subdomain), by GET', async () => {
    const title = await client.fetch<string>('*[_id == $id][0].title', { id: 'page-pricing' })
    expect(title).toBe('Pricing')
    expect((await requests()).map((r) => [r.posted, r.status])).toEqual([[false, 200]])
  })

  it('a query longer than the GET limit goes by POST and still answers', async () => {
    await control('/__reset')
    const padding = ' '.repeat(12_000)
    const title = await client.fetch<string>(`*[_id == $id]${padding}[0].title`, {
      id: 'page-pricing',
    })
    expect(title).toBe('Pricing')
    const [request] = await requests()
    expect(request).toMatchObject({ posted: true, status: 200 })
    expect(request!.queryLength).toBeGreaterThan(12_000)
  })

  it('a CMS that hangs fails within the deadline; then fails fast; then is tried again', async () => {
    await control('/__reset')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await control('/__fail', { mode: 'hang' })
    const started = Date.now()
    await expect(client.fetch('1')).rejects.toThrow('no answer within 400 ms')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(breaker.current).toBe('open')

    // While open: no request reaches the CMS.
    const asked = (await requests()).length
    await expect(client.fetch('2')).rejects.toThrow('the CMS is unavailable')
    expect((await requests()).length).toBe(asked)

    await control('/__fail', { mode: 'off' })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await client.fetch('3')).toBe(3)
    expect(breaker.current).toBe('closed')
    const lines = errors.mock.calls.map((call) => String(call[0]))
    expect(
      lines.filter((l) => l.includes('CMS unavailable: no answer within 400 ms')),
    ).toHaveLength(1)
    expect(lines.filter((l) => l.includes('the CMS answers again'))).toHaveLength(1)
    errors.mockRestore()
  })

  it('a 500 opens the breaker; a 4xx (a wrong query) does not', async () => {
    await control('/__reset')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(client.fetch('*[')).rejects.toThrow()
    expect(breaker.current).toBe('closed')
    await control('/__fail', { mode: '500' })
    await expect(client.fetch('1')).rejects.toThrow()
    expect(breaker.current).toBe('open')
    expect(errors.mock.calls.some((call) => String(call[0]).includes('HTTP 500'))).toBe(true)
    await control('/__fail', { mode: 'off' })
    errors.mockRestore()
  })
})
