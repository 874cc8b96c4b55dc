#!/usr/bin/env node
// The site's server, `npm start` (issue 34): Next.js through its documented custom server
// (node_modules/next/dist/docs/01-app/02-guides/custom-server.md), on a Node.js http.Server this
// file owns, so that nothing patches Node's own. Before Next sees a request,
// src/server/http/nodeServer.mjs answers the ones Next cannot turn into a web Request (TRACE,
// CONNECT, `OPTIONS *`, absolute-form targets), `.rsc`/`.segments/` addresses and bodies over
// their address's limit (issue 46), and gives the rest the socket's peer address for the leads
// rate limit (TRUST_PROXY unset). Build first.
//   node server.mjs [-p 3000] [-H 127.0.0.1]      (like `next start`: PORT, every interface)
// Behind a front, bind the address the front reaches (docs/deploy.md "Which interface").
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

// As `next start` does; set before Next is loaded.
process.env.NODE_ENV = 'production'

// The log's reader may go away while the server runs (a log collector that died, a terminal
// closed, `| tee` stopped) or its disk fill up. A line written then fails (EPIPE, ENOSPC) with an
// 'error' on the stream; with no listener that error was thrown, Next logged it, the log failed
// again, and the server spun at full CPU answering nothing, deaf to SIGTERM. Now the site goes on,
// and from the first failed write the stream logs nothing more for the life of the process (Node
// closes it), which the other stream is told once (scripts/leads-operator.mjs breaks the pipe).
for (const [name, stream, other] of /** @type {const} */ ([
  ['stdout', process.stdout, process.stderr],
  ['stderr', process.stderr, process.stdout],
])) {
  stream.once('error', (error) =>
    other.write(
      `[server] ${name} failed (${error.code ?? error.message}): nothing more is logged to it\n`,
    ),
  )
  stream.on('error', () => {})
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname

// Issue 47: with REDIS_URL, the pages every replica shares are trusted only with their signature;
// a replica that cannot sign refuses to start rather than share an unsigned cache, or quietly keep
// one of its own that a publish on another replica would not expire.
if (process.env.REDIS_URL) {
  const { cacheSigningSecret } = await import('./src/server/cacheSigning.mjs')
  try {
    cacheSigningSecret()
  } catch (error) {
    console.error(`[server] ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}

const { default: next } = await import('next')
const {
  answerConnect,
  nextHostname,
  pageQueryHeaderName,
  peerAddressHeaderName,
  SiteResponse,
  siteRequestListener,
} = await import('./src/server/http/nodeServer.mjs')

// Published before Next starts, so that the leads runtime (instrumentation) and the proxy see them.
peerAddressHeaderName()
pageQueryHeaderName()
// Next keeps a rewrite of the proxy inside the server only when its origin is that of the host name
// given here, and writes a loopback host as `localhost`: given `127.0.0.1`, every rewrite of
// src/proxy.ts (a sized image, a page asked with a query string) went out as a second HTTP request
// to this server, and failed under load (vercel/next.js#94745, open). The name only builds
// addresses; `server.listen` below binds what -H says.
const app = next({ dev: false, hostname: nextHostname(hostname), port })
await app.prepare()
const listener = siteRequestListener(app.getRequestHandler())
// Issue 49: a cached page's HTML goes out without being joined to the header block and encoded
// again (SiteResponse, nodeServer.mjs).
const server = createServer({ ServerResponse: SiteResponse }, listener)
// Issue 46: a client that asks before sending its body (`Expect: 100-continue`) is told 413 or 411
// instead of 100 when the body would be refused (Node would answer 100 at once by itself).
server.on('checkContinue', (request, response) => listener(request, response, true))
server.on('connect', answerConnect)
server.listen(port, hostname, () => {
  console.log(`▲ Next.js (server.mjs) on http://${hostname ?? 'localhost'}:${port}`)
  // Issue 47: reachable past the front on every interface (X-Forwarded-For is still trusted only
  // from TRUST_PROXY_FROM, but the front's limits are skipped).
  const trustProxy = process.env.TRUST_PROXY?.trim().toLowerCase() ?? ''
  if (!hostname && !['', '0', 'false', 'no', 'off'].includes(trustProxy)) {
    console.warn(
      '[server] TRUST_PROXY is set and the server listens on every interface: bind the address ' +
        'the front reaches (-H 127.0.0.1, or the private one), see docs/deploy.md.',
    )
  }
})

let closing = false
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    server.close()
    app
      .close()
      .catch((error) => console.error('[server] closing Next:', error))
      .finally(() => process.exit(code))
  })
}
