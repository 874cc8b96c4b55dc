// A local stand-in for the Sanity Content Lake (issue 12), for tests only: never shipped. It
// answers the HTTP API's query endpoint the way @sanity/client calls it, by evaluating GROQ with
// groq-js over an in-memory COPY of content/dataset.ndjson (the file is never written):
//   GET  /v<date>/data/query/<dataset>?query=…&$name=<JSON>&perspective=…
//   POST /v<date>/data/query/<dataset>?perspective=…   body {query, params}  (long queries)
// perspective published (default) | drafts | previewDrafts | raw; drafts and raw need
// `Authorization: Bearer <token>` (else 401 JSON), and without a token documents with a dotted id
// (drafts.*, versions.*, sanity-preview-url-secret.*) are never returned, as on Sanity. Answers
// `{ query, result, ms }` (no query with returnQuery=false), and with `resultSourceMap` (what
// @sanity/client asks for when stega is on) a content source map of the result too (contentSourceMap
// below). It also serves the embedded images
// and files as the CDN would (`/images/<project>/<dataset>/<file>`, `/files/…`).
// Live events (draft mode's SanityLive): GET /v<date>/data/live/events/<dataset>[?includeDrafts=true]
// is a text/event-stream that says `welcome`, then a `message` with sync tags each time a test
// control changes the dataset (a draft change only to streams with includeDrafts, which need the
// token); CORS as the browser needs it (preflight, /check/cors).
// The Studio's side of the Presentation protocol (the overlay tests): GET /studio?preview=<url>
// opens the URL in a frame and speaks to its overlays (test-support/presentation-studio.mjs,
// bundled with esbuild on first request).
// Test controls (JSON): POST /__fail {mode:'500'|'hang'|'off'} · POST /__dataset {document} or
// {delete: id} · POST /__sourceMap {enabled} (off: no resultSourceMap, so the client encodes
// nothing: the same site with stega off) · GET /__requests · POST /__reset (dataset, failure
// mode, source maps and log as at start).
//   node test-support/content-lake.mjs [port]   (CONTENT_LAKE_PORT, default 3151;
//   CONTENT_LAKE_TOKEN: the token drafts need; CONTENT_LAKE_DATASET: the NDJSON file to copy)
import { readFileSync, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { jsonPath } from '@sanity/client/csm'
import { evaluate, parse } from 'groq-js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DRAFT_PREFIX = 'drafts.'
const VERSION_PREFIX = 'versions.'
const MAX_BODY = 1024 * 1024
const PERSPECTIVES = new Set(['published', 'drafts', 'previewDrafts', 'raw'])
const MIME = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.vtt': 'text/vtt',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
}

/** Parses NDJSON (one document a line). */
export function parseNdjson(text) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
}

/**
 * The documents a perspective sees, as src/sanity/embedded.ts builds them for the embedded
 * source (a unit test keeps the two equal): published leaves drafts and versions out; drafts lays
 * each draft over its published document under the published id; raw is everything.
 */
export function buildPerspective(docs, perspective) {
  if (perspective === 'raw') return docs
  const published = docs.filter(
    (d) => !d._id.startsWith(DRAFT_PREFIX) && !d._id.startsWith(VERSION_PREFIX),
  )
  if (perspective === 'published') return published
  const drafts = new Map(
    docs
      .filter((d) => d._id.startsWith(DRAFT_PREFIX))
      .map((d) => [
        d._id.slice(DRAFT_PREFIX.length),
        { ...d, _id: d._id.slice(DRAFT_PREFIX.length) },
      ]),
  )
  const merged = published.map((d) => drafts.get(d._id) ?? d)
  const publishedIds = new Set(published.map((d) => d._id))
  for (const [id, draft] of drafts) if (!publishedIds.has(id)) merged.push(draft)
  return merged
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Every string of a value with its path: object keys as strings, array items as
 * {_key, _index} when they have a `_key`, else their index (ContentSourceMapParsedPath segments).
 */
function* stringLeaves(value, path = []) {
  if (typeof value === 'string') yield [path, value]
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = isRecord(item) && typeof item._key === 'string' ? item._key : null
      yield* stringLeaves(item, path.concat(key === null ? index : { _key: key, _index: index }))
    }
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) yield* stringLeaves(item, path.concat(key))
  }
}

const keysOf = (path) => path.filter((s) => isRecord(s)).map((s) => s._key)
const namesOf = (path) => path.filter((s) => typeof s === 'string')

/**
 * The content source map of a query result (issue 35), the `resultSourceMap` the Content Lake
 * adds when asked (Sanity's "Content Source Maps" documentation; the ContentSourceMap type of
 * @sanity/client): `documents` and `paths` list the sources, and `mappings` maps the JSON path of
 * each string of the result (array items by index) to {type: 'value', source: {type:
 * 'documentValue', document, path}}, the source's path selecting array items by `_key`
 * ("withKeyArraySelector"). @sanity/client's stega encoder (stegaEncodeSourceMap) reads exactly
 * this.
 *
 * groq-js does not say where a value came from, so the stand-in finds it: among the strings of
 * the documents the query saw with the same value, the one whose path shares the most array
 * `_key`s with the result's path, then the same field name, then the document of the nearest
 * object with an `_id` in the result, then the most field names in common. A string found in no
 * document (a literal of the query, a computed value) gets no mapping, as on Sanity. Where one
 * value sits in several documents with nothing to tell them apart, the first is named (Sanity
 * would name the one the query read): the encoding is the same, the edit link may differ.
 * `ids` maps a document's id as the query saw it to its stored id (a draft's `drafts.` id).
 */
export function contentSourceMap(result, dataset, ids = new Map()) {
  const leaves = [...stringLeaves(result)]
  /** value → [{document, path, keys, names}] over the documents' strings the result holds. */
  const byValue = new Map(leaves.map(([, value]) => [value, []]))
  dataset.forEach((doc, document) => {
    for (const [path, value] of stringLeaves(doc)) {
      byValue.get(value)?.push({ document, path, keys: keysOf(path), names: namesOf(path) })
    }
  })
  const documents = []
  const documentIndex = new Map()
  const paths = []
  const pathIndex = new Map()
  const mappings = {}
  const owners = ownerIds(result)
  for (const [path, value] of leaves) {
    const candidates = byValue.get(value)
    if (!candidates?.length) continue
    const resultKeys = new Set(keysOf(path))
    const resultNames = namesOf(path)
    const field = resultNames.at(-1)
    const owner = owners.get(jsonPath(path))
    let best = null
    let bestScore = -1
    for (const candidate of candidates) {
      const { names } = candidate
      const shared = candidate.keys.filter((k) => resultKeys.has(k)).length
      const sameField = field !== undefined && names.at(-1) === field
      const sameOwner = owner !== undefined && dataset[candidate.document]._id === owner
      const commonNames = names.filter((n) => resultNames.includes(n)).length
      // Without a shared key, the same field or the same document, the match is a coincidence.
      if (!shared && !sameField && !sameOwner) continue
      const score = shared * 1000 + (sameField ? 100 : 0) + (sameOwner ? 10 : 0) + commonNames
      if (score > bestScore) {
        best = candidate
        bestScore = score
      }
    }
    if (!best) continue
    const doc = dataset[best.document]
    if (!documentIndex.has(best.document)) {
      documentIndex.set(best.document, documents.length)
      documents.push({ _id: ids.get(doc._id) ?? doc._id, _type: doc._type })
    }
    const sourcePath = jsonPath(best.path)
    if (!pathIndex.has(sourcePath)) {
      pathIndex.set(sourcePath, paths.length)
      paths.push(sourcePath)
    }
    const mappingPath = jsonPath(path.map((s) => (isRecord(s) ? s._index : s)))
    mappings[mappingPath] = {
      type: 'value',
      source: {
        type: 'documentValue',
        document: documentIndex.get(best.document),
        path: pathIndex.get(sourcePath),
      },
    }
  }
  return { documents, paths, mappings }
}

/** For the JSON path of each string in a result, the `_id` of the nearest object holding one. */
function ownerIds(result) {
  const owners = new Map()
  const walk = (value, path, owner) => {
    if (typeof value === 'string') owners.set(jsonPath(path), owner)
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : null
        walk(item, path.concat(key === null ? index : { _key: key, _index: index }), owner)
      }
    } else if (isRecord(value)) {
      const own = typeof value._id === 'string' ? value._id : owner
      for (const [key, item] of Object.entries(value)) walk(item, path.concat(key), own)
    }
  }
  walk(result, [], undefined)
  return owners
}

/** Sanity's error body shape. */
function apiError(status, description, type, extra = {}) {
  return { status, body: { error: { description, type, ...extra } } }
}

/**
 * Answers one query request (pure, apart from groq-js): the query, its `$params`, the
 * perspective, whether a valid token came with it. Returns {status, body}.
 */
export async function answerQuery(
  docs,
  { query, params, perspective, authorized, returnQuery, resultSourceMap = false },
) {
  if (typeof query !== 'string' || !query.trim()) {
    return apiError(400, 'The query parameter is required', 'httpBadRequest')
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    return apiError(400, 'params must be an object', 'httpBadRequest')
  }
  const chosen = perspective || 'published'
  if (!PERSPECTIVES.has(chosen)) {
    return apiError(400, `Invalid perspective "${chosen}"`, 'httpBadRequest')
  }
  if (chosen !== 'published' && !authorized) {
    return {
      status: 401,
      body: {
        error: 'Unauthorized',
        message: `perspective "${chosen}" needs a token`,
        statusCode: 401,
      },
    }
  }
  const normalized = chosen === 'previewDrafts' ? 'drafts' : chosen
  // Without a token only public documents: no id with a path (drafts.*, secrets, versions).
  const visible = authorized ? docs : docs.filter((d) => !d._id.includes('.'))
  const started = performance.now()
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    return apiError(
      400,
      error instanceof Error ? error.message : String(error),
      'queryParseError',
      {
        query,
      },
    )
  }
  try {
    const dataset = buildPerspective(visible, normalized)
    const value = await evaluate(tree, { dataset, params })
    const result = await value.get()
    const body = returnQuery ? { query, result } : { result }
    if (resultSourceMap) {
      // A draft laid over its document keeps the published id in the query; the map names the draft.
      const stored = new Set(visible.map((d) => d._id))
      const ids = new Map(
        dataset
          .filter((d) => normalized === 'drafts' && stored.has(`${DRAFT_PREFIX}${d._id}`))
          .map((d) => [d._id, `${DRAFT_PREFIX}${d._id}`]),
      )
      body.resultSourceMap = contentSourceMap(result, dataset, ids)
    }
    body.ms = Math.max(1, Math.round(performance.now() - started))
    return { status: 200, body }
  } catch (error) {
    return apiError(400, error instanceof Error ? error.message : String(error), 'queryError')
  }
}

/** Reads a JSON request body (at most MAX_BODY bytes); throws a 4xx-shaped error otherwise. */
async function readJson(request) {
  const chunks = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size > MAX_BODY) throw Object.assign(new Error('body too large'), { status: 413 })
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw Object.assign(new Error('body must be JSON'), { status: 400 })
  }
}

function send(response, status, body, headers = {}) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  })
  response.end(text)
}

/** The Presentation harness page and its script, bundled once (esbuild, no network). */
let studioScript
async function sendStudio(pathname, response) {
  if (pathname === '/studio/presentation.js') {
    const { build } = await import('esbuild')
    studioScript ??= build({
      entryPoints: [path.join(root, 'test-support', 'presentation-studio.mjs')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'warning',
    }).then((result) => result.outputFiles[0].contents)
    const bytes = await studioScript
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Content-Length': bytes.byteLength,
    })
    return response.end(bytes)
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Presentation</title>
<style>html,body{margin:0;height:100%}</style></head>
<body><script type="module" src="/studio/presentation.js"></script></body></html>`
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
  })
  response.end(html)
}

/** The browser may call the API from the site's origin (live events), with the token. */
function corsHeaders(request) {
  return {
    'Access-Control-Allow-Origin': request.headers.origin || '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Last-Event-ID, Cache-Control',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    Vary: 'Origin',
  }
}

/** An opaque sync tag for a document id, as the Live Content API gives out (stable per id). */
function tagOf(id) {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash.toString(36)
}

/** Starts the stand-in; resolves with {server, port, close()}. */
export async function startContentLake({
  port = Number(process.env.CONTENT_LAKE_PORT || 3151),
  host = '127.0.0.1',
  token = process.env.CONTENT_LAKE_TOKEN || '',
  dataset = process.env.CONTENT_LAKE_DATASET_NAME || 'migration',
  file = process.env.CONTENT_LAKE_DATASET || path.join(root, 'content', 'dataset.ndjson'),
  log = false,
} = {}) {
  const original = parseNdjson(readFileSync(file, 'utf8'))
  let docs = structuredClone(original)
  let failMode = 'off'
  let sourceMaps = true
  let requests = []
  const hanging = new Set()
  const queryPath = new RegExp(`^/v[^/]+/data/query/([^/]+)$`)
  const livePath = new RegExp(`^/v[^/]+/data/live/events/([^/]+)$`)
  /** Open live-event streams: {response, includeDrafts, ping}. */
  const live = new Set()
  let liveEventId = 0

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', `http://${host}`)
    const method = request.method ?? 'GET'

    if (url.pathname.startsWith('/__')) return control(url.pathname, method, request, response)
    if (/^\/studio(\/|\/presentation\.js)?$/.test(url.pathname) && method === 'GET') {
      return sendStudio(url.pathname, response)
    }
    if (method === 'OPTIONS') {
      response.writeHead(204, { ...corsHeaders(request), 'Access-Control-Max-Age': '600' })
      return response.end()
    }
    if (/^(\/v[^/]+)?\/check\/cors$/.test(url.pathname)) {
      return send(response, 200, { result: { allowed: true } }, corsHeaders(request))
    }
    const liveMatch = livePath.exec(url.pathname)
    if (liveMatch && method === 'GET') return openLiveStream(url, liveMatch[1], request, response)

    const asset = /^\/(images|files)\/[^/]+\/[^/]+\/([A-Za-z0-9._-]+)$/.exec(url.pathname)
    if (asset && (method === 'GET' || method === 'HEAD')) {
      const localFile = path.join(root, 'public', asset[1], 'embedded', 'migration', asset[2])
      if (!existsSync(localFile)) return send(response, 404, { error: 'Not found' })
      const bytes = readFileSync(localFile)
      response.writeHead(200, {
        'Content-Type': MIME[path.extname(localFile)] ?? 'application/octet-stream',
        'Content-Length': bytes.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Access-Control-Allow-Origin': '*',
      })
      return response.end(method === 'HEAD' ? undefined : bytes)
    }

    const match = queryPath.exec(url.pathname)
    if (!match) {
      return send(response, 404, {
        error: 'Not Found',
        message: 'Unknown endpoint',
        statusCode: 404,
      })
    }
    if (method !== 'GET' && method !== 'POST') {
      return send(
        response,
        405,
        { error: 'Method Not Allowed', statusCode: 405 },
        { Allow: 'GET, POST' },
      )
    }
    const auth = request.headers.authorization ?? ''
    const presented = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : ''
    const perspective = url.searchParams.get('perspective') || 'published'
    const entry = {
      method,
      path: url.pathname,
      posted: method === 'POST',
      perspective,
      token: presented !== '',
      tag: url.searchParams.get('tag'),
      // GET: the query's length is known before anything else (POST: once the body is read).
      queryLength: (url.searchParams.get('query') ?? '').length,
      status: 0,
      at: Date.now(),
    }
    requests.push(entry)
    if (requests.length > 5000) requests = requests.slice(-2500)

    if (presented && presented !== token) {
      entry.status = 401
      return send(response, 401, {
        error: 'Unauthorized',
        message: 'Session not found',
        statusCode: 401,
      })
    }
    if (decodeURIComponent(match[1]) !== dataset) {
      entry.status = 404
      return send(response, 404, {
        error: 'Not Found',
        message: `Dataset "${match[1]}" not found`,
        statusCode: 404,
      })
    }
    if (failMode === '500') {
      entry.status = 500
      return send(response, 500, {
        error: { description: 'Content Lake outage (test)', type: 'internalError' },
      })
    }
    if (failMode === 'hang') {
      // Never answered: the socket stays open until the client gives up or the mode is reset.
      entry.status = -1
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }

    let query
    let params = {}
    try {
      if (method === 'POST') {
        const body = await readJson(request)
        query = body?.query
        params = body?.params ?? {}
      } else {
        query = url.searchParams.get('query')
        for (const [name, value] of url.searchParams) {
          if (!name.startsWith('$')) continue
          try {
            params[name.slice(1)] = JSON.parse(value)
          } catch {
            throw Object.assign(new Error(`Parameter ${name} is not valid JSON`), { status: 400 })
          }
        }
      }
    } catch (error) {
      entry.status = error.status ?? 400
      return send(response, entry.status, {
        error: { description: error.message, type: 'httpBadRequest' },
      })
    }
    entry.queryLength = typeof query === 'string' ? query.length : 0
    const answer = await answerQuery(docs, {
      query,
      params,
      perspective,
      authorized: presented !== '' && presented === token,
      returnQuery: url.searchParams.get('returnQuery') !== 'false',
      resultSourceMap:
        sourceMaps &&
        ['true', 'withKeyArraySelector'].includes(url.searchParams.get('resultSourceMap') ?? ''),
    })
    entry.status = answer.status
    return send(response, answer.status, answer.body)
  }

  /** A live-event stream, as the Live Content API opens one. */
  function openLiveStream(url, datasetName, request, response) {
    const auth = request.headers.authorization ?? ''
    const presented = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : ''
    const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
    const entry = {
      method: 'GET',
      path: url.pathname,
      posted: false,
      perspective: includeDrafts ? 'drafts' : 'published',
      token: presented !== '',
      tag: url.searchParams.get('tag'),
      queryLength: 0,
      live: true,
      status: 200,
      at: Date.now(),
    }
    requests.push(entry)
    const refuse = (status, body) => {
      entry.status = status
      return send(response, status, body, corsHeaders(request))
    }
    if ((presented && presented !== token) || (includeDrafts && !presented)) {
      return refuse(401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 })
    }
    if (decodeURIComponent(datasetName) !== dataset) {
      return refuse(404, { error: 'Not Found', message: 'Dataset not found', statusCode: 404 })
    }
    if (failMode !== 'off') {
      return refuse(500, { error: { description: 'Content Lake outage (test)' } })
    }
    response.writeHead(200, {
      ...corsHeaders(request),
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    })
    response.write(`event: welcome\ndata: {}\n\n`)
    // A comment now and then, as the API sends, so that the client's heartbeat never times out.
    const ping = setInterval(() => response.write(': ping\n\n'), 15_000)
    const stream = { response, includeDrafts, ping }
    live.add(stream)
    response.on('close', () => {
      clearInterval(ping)
      live.delete(stream)
    })
  }

  /** Tells the open streams that a document changed (a draft: only those that include drafts). */
  function announce(id) {
    const isDraft = id.startsWith(DRAFT_PREFIX) || id.startsWith(VERSION_PREFIX)
    liveEventId += 1
    const data = JSON.stringify({ id: String(liveEventId), tags: [`s1:${tagOf(id)}`] })
    for (const { response, includeDrafts } of live) {
      if (isDraft && !includeDrafts) continue
      response.write(`id: ${liveEventId}\nevent: message\ndata: ${data}\n\n`)
    }
  }

  function endLiveStreams() {
    for (const { response, ping } of live) {
      clearInterval(ping)
      response.end()
    }
    live.clear()
  }

  async function control(pathname, method, request, response) {
    if (pathname === '/__requests' && method === 'GET') return send(response, 200, requests)
    if (method !== 'POST')
      return send(response, 405, { error: 'POST or GET /__requests' }, { Allow: 'POST' })
    let body
    try {
      body = await readJson(request)
    } catch (error) {
      return send(response, error.status ?? 400, { error: error.message })
    }
    if (pathname === '/__reset') {
      docs = structuredClone(original)
      sourceMaps = true
      setFailMode('off')
      endLiveStreams()
      requests = []
      return send(response, 200, { ok: true })
    }
    if (pathname === '/__sourceMap') {
      if (typeof body?.enabled !== 'boolean') {
        return send(response, 400, { error: 'body must be {enabled: true|false}' })
      }
      sourceMaps = body.enabled
      return send(response, 200, { ok: true, enabled: sourceMaps })
    }
    if (pathname === '/__fail') {
      if (!['500', 'hang', 'off'].includes(body?.mode)) {
        return send(response, 400, { error: "mode must be '500', 'hang' or 'off'" })
      }
      setFailMode(body.mode)
      return send(response, 200, { ok: true, mode: failMode })
    }
    if (pathname === '/__dataset') {
      if (typeof body?.delete === 'string' && body.delete) {
        const before = docs.length
        docs = docs.filter((d) => d._id !== body.delete)
        if (before !== docs.length) announce(body.delete)
        return send(response, 200, { ok: true, deleted: before - docs.length })
      }
      const doc = body?.document
      if (
        !doc ||
        typeof doc !== 'object' ||
        typeof doc._id !== 'string' ||
        !doc._id ||
        typeof doc._type !== 'string' ||
        !doc._type
      ) {
        return send(response, 400, {
          error: 'body must be {document: {_id, _type, …}} or {delete: id}',
        })
      }
      const index = docs.findIndex((d) => d._id === doc._id)
      const stored = { _updatedAt: new Date().toISOString(), ...doc }
      if (index >= 0) docs[index] = stored
      else docs.push(stored)
      announce(doc._id)
      return send(response, 200, { ok: true, replaced: index >= 0 })
    }
    return send(response, 404, { error: 'Unknown control endpoint' })
  }

  function setFailMode(mode) {
    failMode = mode
    if (mode !== 'hang') {
      // End what was left hanging, as a dropped connection.
      for (const response of hanging) response.destroy()
      hanging.clear()
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (log) console.error('[content-lake]', error)
      if (!response.headersSent)
        send(response, 500, { error: { description: String(error), type: 'internalError' } })
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const actualPort = server.address().port
  if (log)
    console.log(
      `[content-lake] http://${host}:${actualPort} (${docs.length} documents, dataset ${dataset})`,
    )
  return {
    server,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        setFailMode('off')
        endLiveStreams()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Run directly: `node test-support/content-lake.mjs [port]`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] || process.env.CONTENT_LAKE_PORT || 3151)
  const lake = await startContentLake({ port, log: true })
  const stop = () => lake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
