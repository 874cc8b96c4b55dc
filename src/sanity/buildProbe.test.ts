// The build's probe of the Content Lake (next.config.ts) against the local stand-in: a CMS that
// answers lets the build go on; one that refuses, fails, hangs or refuses the token stops it with
// the build's message; the embedded dataset asks nothing.
import { createServer } from 'node:net'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startContentLake } from '../../test-support/content-lake.mjs'
import { probeContentLake, probeRequest } from './buildProbe'

const lake = await startContentLake({ port: 0, token: 'unit-token' })
const base = `http://127.0.0.1:${lake.port}`
const control = (path: string, body: unknown = {}) =>
  fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) })
const requests = async (): Promise<{ path: string; status: number; token: boolean }[]> =>
  (await fetch(`${base}/__requests`)).json()

const env = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: 'e2eproject',
  NEXT_PUBLIC_SANITY_DATASET: 'migration',
  SANITY_API_HOST: base,
  SANITY_API_READ_TOKEN: 'unit-token',
  SANITY_FETCH_TIMEOUT_MS: '300',
}
const message = (host: string, reason: string) =>
  `Cannot build: the Sanity Content Lake at ${host} (project "e2eproject", dataset "migration") ` +
  `could not be read: ${reason}`

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('the build’s Content Lake probe', () => {
  beforeEach(() => control('/__reset'))
  afterAll(() => lake.close())

  it('asks the configured dataset one query, with the read token, and lets the build go on', async () => {
    await expect(probeContentLake(env)).resolves.toBeUndefined()
    expect(await requests()).toMatchObject([
      { path: '/v2025-10-01/data/query/migration', status: 200, token: true },
    ])
  })

  it('asks nothing when no project is configured (the embedded dataset)', async () => {
    await expect(probeContentLake({ ...env, NEXT_PUBLIC_SANITY_PROJECT_ID: '' })).resolves.toBe(
      undefined,
    )
    expect(await requests()).toEqual([])
  })

  it('uses Sanity’s own API host, with the project subdomain, when none is set', () => {
    const sanity = { ...env, SANITY_API_HOST: undefined, SANITY_API_READ_TOKEN: undefined }
    expect(probeRequest(sanity)).toEqual({
      url: 'https://e2eproject.api.sanity.io/v2025-10-01/data/query/migration?query=count(*%5B_type%20%3D%3D%20%22page%22%5D)',
      headers: {},
    })
  })

  it('stops the build when nothing answers, naming the CMS and the reason', async () => {
    const port = await closedPort()
    const host = `http://127.0.0.1:${port}`
    await expect(probeContentLake({ ...env, SANITY_API_HOST: host })).rejects.toThrow(
      message(host, `fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`),
    )
  })

  it('stops the build on a server error and on a refused token', async () => {
    await control('/__fail', { mode: '500' })
    await expect(probeContentLake(env)).rejects.toThrow(message(base, 'HTTP 500'))
    await control('/__fail', { mode: 'off' })
    await expect(probeContentLake({ ...env, SANITY_API_READ_TOKEN: 'wrong' })).rejects.toThrow(
      message(base, 'HTTP 401'),
    )
  })

  it('stops the build when the CMS does not answer within SANITY_FETCH_TIMEOUT_MS', async () => {
    await control('/__fail', { mode: 'hang' })
    await expect(probeContentLake(env)).rejects.toThrow(message(base, 'no answer within 300 ms'))
  })
})
