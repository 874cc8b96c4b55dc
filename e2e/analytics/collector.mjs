// A local stand-in for every analytics host (issue 11 tests): serves Segment's settings, a fake
// experimentation script, a visitor-identification script and a tag manager container, and
// records every request it gets (method, path, query, decoded body, time). Test hooks:
//   GET /__requests  -> the recorded requests (JSON);  POST /__reset -> forget them.
// Listens on 127.0.0.1 only.  node e2e/analytics/collector.mjs [port]
import http from 'node:http'
import zlib from 'node:zlib'
import { COLLECTOR_PORT, TREATMENT } from './env.mjs'

const port = Number(process.argv[2] || COLLECTOR_PORT)
let requests = []

const scripts = {
  // Waits for the site's hydration signal (the event, or the flag when it arrives later), then
  // reports one treatment, as an experimentation script does.
  '/experiments.js': `(() => {
    const report = () => window.dispatchEvent(new CustomEvent('experiments:treatment', { detail: ${JSON.stringify(TREATMENT)} }))
    window.__experimentsLoaded = true
    if (window.__experimentsHydrated) report()
    else window.addEventListener('experiments:hydrated', report, { once: true })
  })()`,
  '/visitor.js': `window.__visitorIdLoaded = true`,
  // A container: reads the dataLayer the page started and marks itself loaded.
  '/gtm.js': `window.__gtmContainerLoaded = (window.dataLayer || []).length`,
}

function decode(raw, contentType = '', query) {
  let buffer = raw
  if (buffer.length > 2 && buffer[0] === 0x1f && buffer[1] === 0x8b)
    buffer = zlib.gunzipSync(buffer)
  let text = buffer.toString('utf8')
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const data = new URLSearchParams(text).get('data')
    if (data)
      text = query.get('compression') === 'base64' ? Buffer.from(data, 'base64').toString() : data
  }
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function segmentSettings(writeKey) {
  return {
    integrations: {
      'Segment.io': { apiKey: writeKey, apiHost: `127.0.0.1:${port}/seg/v1`, protocol: 'http' },
    },
    plan: { track: { __default: { enabled: true } }, identify: { __default: { enabled: true } } },
    metrics: { sampleRate: 0 },
  }
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, `http://127.0.0.1:${port}`)
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin || '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    }
    const send = (status, body, type = 'application/json') => {
      res.writeHead(status, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-store' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (url.pathname === '/__requests') return send(200, requests)
    if (url.pathname === '/__reset') {
      requests = []
      return send(200, { ok: true })
    }
    if (req.method === 'OPTIONS') return send(204, '')
    requests.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: chunks.length
        ? decode(Buffer.concat(chunks), req.headers['content-type'], url.searchParams)
        : null,
      via: req.headers['x-forwarded-host'] ? 'rewrite' : 'browser',
      at: Date.now(),
    })
    const settings = /^\/cdn\/v1\/projects\/([^/]+)\/settings$/.exec(url.pathname)
    if (settings) return send(200, segmentSettings(settings[1]))
    if (scripts[url.pathname]) return send(200, scripts[url.pathname], 'text/javascript')
    if (url.pathname.startsWith('/seg/')) return send(200, { success: true })
    if (url.pathname.startsWith('/ph/')) return send(200, { status: 1 })
    send(404, { error: 'not found' })
  })
})

server.listen(port, '127.0.0.1', () =>
  console.log(`analytics collector on http://127.0.0.1:${port}`),
)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
