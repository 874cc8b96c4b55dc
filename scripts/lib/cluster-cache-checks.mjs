// Issue 49: the front's page cache (deploy/nginx.conf, proxy_cache), checked in the replicated
// set-up (scripts/test-cluster.mjs calls frontCacheChecks after the front started):
//   - a burst of visits to one page reaches the replicas about once a second, the rest are
//     answered by nginx; a query string, a cookie or a header does not make a visit miss;
//   - draft mode is never served from the cache nor put in it: a visit with the draft cookie gets
//     the draft, the next visits without it the published page;
//   - the app's client-side navigations (RSC), POSTs and the API are never answered from it.
// The publish delay through the cached front is the cluster's publish check (goal 5 s).
import { readFileSync } from 'node:fs'

/** The burst: this long, at most this many visits. */
const BURST_MS = 3000
const BURST = 20_000
const AT_ONCE = 20
/** What the draft of /product is titled in the embedded dataset (content/dataset.ndjson). */
const DRAFT_TITLE = 'Product (draft)'
const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

/**
 * @param {object} cluster scripts/test-cluster.mjs's helpers: check and expect, request (resolves
 *   { status, headers, raw, text, ms }), front (https://127.0.0.1:<port>), previewSecret (the
 *   replicas' SANITY_PREVIEW_SECRET), and accessLog (the path of nginx's access log, whose lines
 *   end with `$upstream_addr $http_idempotency_key`).
 */
export async function frontCacheChecks({
  check,
  expect,
  request,
  front,
  previewSecret,
  accessLog,
}) {
  /** The requests nginx passed to a replica since `from` bytes into its access log, by path. */
  const upstreamHits = (from, pagePath) =>
    readFileSync(accessLog, 'utf8')
      .slice(from)
      .split('\n')
      .filter((line) => line.includes(`"GET ${pagePath}`) && / 127\.0\.0\.1:\d+ /.test(line))
      .filter((line) => [' ', '?'].includes(line.split(`"GET ${pagePath}`)[1]?.[0])).length
  const logSize = () => readFileSync(accessLog, 'utf8').length

  await check(
    'The front keeps pages: a burst reaches the replicas about once a second',
    async () => {
      await request(`${front}/`)
      const from = logSize()
      const started = Date.now()
      const seen = {}
      const failed = []
      let next = 0
      await Promise.all(
        Array.from({ length: AT_ONCE }, async (_, n) => {
          while (next < BURST && Date.now() - started < BURST_MS) {
            next += 1
            // Every fourth visit carries a query string, a cookie and a header of its own: the key
            // is the path alone, so they are answered from the same entry.
            const own = n % 4 === 0
            const answer = await request(own ? `${front}/?utm_source=burst${next}` : `${front}/`, {
              headers: own ? { Cookie: `visitor=${next}`, 'X-Visitor-Note': String(next) } : {},
            })
            if (answer.status !== 200) failed.push(answer.status)
            const status = answer.headers['x-front-cache'] ?? 'none'
            seen[status] = (seen[status] ?? 0) + 1
          }
        }),
      )
      const seconds = (Date.now() - started) / 1000
      const reached = upstreamHits(from, '/')
      console.log(
        `  ${next} visits to / in ${seconds.toFixed(1)} s (${AT_ONCE} at once, a quarter with a ` +
          `query string, cookie and header): ${JSON.stringify(seen)}; ${reached} reached a replica`,
      )
      expect(failed.length === 0, `every visit answers 200 (${failed.join(', ') || 'all did'})`)
      // One refresh a second (the entries' lifetime) and the first fetch; twice that leaves room
      // for a busy machine, and is still a tiny share of the visits.
      expect(
        reached <= 2 * Math.ceil(seconds) + 2,
        `about one visit a second reached the replicas (${reached} of ${next} in ${seconds.toFixed(1)} s)`,
      )
      expect(!seen.BYPASS && !seen.none, 'no plain visit bypassed the cache')
    },
  )

  await check('Draft mode is never served from the front cache, nor put in it', async () => {
    const enabled = await request(
      `${front}/api/draft-mode/enable?secret=${previewSecret}&redirect=%2Fproduct`,
    )
    // Next's draft-mode cookie (__prerender_bypass, what nginx looks for) and the site's own token.
    const pairs = (enabled.raw['set-cookie'] ?? []).map((line) => line.split(';')[0])
    const cookie = pairs.join('; ')
    expect(
      enabled.status === 307 && pairs.some((pair) => pair.startsWith('__prerender_bypass=')),
      `draft mode enabled through the front (${enabled.status}, cookies ${pairs.map((p) => p.split('=')[0])})`,
    )
    expect(!enabled.headers['x-front-cache'], 'the API is not behind the page cache')
    // The published page is in the cache first, so a draft visit would be served it on a HIT.
    await request(`${front}/product`)
    const published = await request(`${front}/product`)
    const drafts = await Promise.all(
      Array.from({ length: 4 }, () => request(`${front}/product`, { headers: { Cookie: cookie } })),
    )
    const after = await Promise.all(Array.from({ length: 8 }, () => request(`${front}/product`)))
    console.log(
      `  /product: published "${titleOf(published.text)}" (${published.headers['x-front-cache']}); ` +
        `with the draft cookie ${drafts.map((d) => `"${titleOf(d.text)}" ${d.headers['x-front-cache']}`).join(', ')}; ` +
        `after: ${after.filter((a) => titleOf(a.text).startsWith(DRAFT_TITLE)).length} of ${after.length} drafts`,
    )
    expect(!titleOf(published.text).startsWith(DRAFT_TITLE), 'the published page is not the draft')
    expect(
      drafts.every((d) => titleOf(d.text).startsWith(DRAFT_TITLE)),
      'every visit in draft mode gets the draft',
    )
    expect(
      drafts.every((d) => d.headers['x-front-cache'] === 'BYPASS'),
      'every visit in draft mode bypasses the cache',
    )
    expect(
      after.every((a) => a.status === 200 && !titleOf(a.text).startsWith(DRAFT_TITLE)),
      'no later visit without the cookie gets the draft',
    )
  })

  await check('Navigations, POSTs and the API never come from the front cache', async () => {
    await request(`${front}/pricing`)
    // Next answers an RSC request without its cache-busting `_rsc` query with a 307 to it.
    const first = await request(`${front}/pricing`, { headers: { RSC: '1' } })
    const rsc = first.headers.location
      ? await request(new URL(first.headers.location, front).href, { headers: { RSC: '1' } })
      : first
    const page = await request(`${front}/pricing`)
    const post = await request(`${front}/pricing`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    })
    const api = await request(`${front}/api/form-stamp`)
    console.log(
      `  RSC: ${rsc.status} ${rsc.headers['content-type']} ${rsc.headers['x-front-cache']}; ` +
        `then a page: ${page.headers['content-type']} ${page.headers['x-front-cache']}; ` +
        `POST: ${post.status} ${post.headers['x-front-cache'] ?? '(no cache)'}; ` +
        `API: ${api.status} ${api.headers['x-front-cache'] ?? '(no cache)'}`,
    )
    expect(
      first.headers['x-front-cache'] === 'BYPASS' &&
        rsc.headers['x-front-cache'] === 'BYPASS' &&
        /x-component/.test(rsc.headers['content-type']),
      'a client-side navigation reaches a replica and gets its RSC answer',
    )
    expect(/text\/html/.test(page.headers['content-type']), 'the page after it is still HTML')
    expect(!['HIT', 'STALE', 'UPDATING'].includes(post.headers['x-front-cache']), 'a POST is not')
    expect(!api.headers['x-front-cache'], 'the API is not')
  })
}
