// Helpers of the remote route tests: the Content Lake stand-in's test controls, the signed publish
// webhook (as Sanity sends it), and a page's <title> as a visitor's first request gets it.
import { encodeSignatureHeader } from '@sanity/webhook'
import { expect, type APIRequestContext } from '@playwright/test'
import { CONTENT_LAKE_URL, REMOTE_SITE_LOG, REVALIDATE_SECRET } from './env.mjs'
import { readFileSync } from 'node:fs'

export interface LakeRequest {
  method: string
  path: string
  posted: boolean
  perspective: string
  token: boolean
  tag: string | null
  queryLength: number
  /** A live-event stream (GET …/data/live/events/…), not a query. */
  live?: boolean
  status: number
  at: number
}

async function control(path: string, body?: unknown) {
  const response = await fetch(`${CONTENT_LAKE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200)
  return response.json()
}

export const lake = {
  reset: () => control('/__reset'),
  fail: (mode: '500' | 'hang' | 'off') => control('/__fail', { mode }),
  put: (document: Record<string, unknown>) => control('/__dataset', { document }),
  remove: (id: string) => control('/__dataset', { delete: id }),
  async requests(): Promise<LakeRequest[]> {
    return (await fetch(`${CONTENT_LAKE_URL}/__requests`)).json()
  },
  /** A document as the stand-in has it now (raw). */
  async document(id: string): Promise<Record<string, unknown>> {
    const query = encodeURIComponent('*[_id == $id][0]')
    const url = `${CONTENT_LAKE_URL}/v2025-10-01/data/query/migration?query=${query}&%24id=${encodeURIComponent(JSON.stringify(id))}`
    return (await (await fetch(url)).json()).result
  },
}

/** The secret the Studio's Presentation tool stores before it opens the preview URL. */
export const STUDIO_SECRET = 'e2e-studio-handshake-secret'

export const putPreviewSecret = () =>
  lake.put({
    _id: 'sanity-preview-url-secret.e2e',
    _type: 'sanity.previewUrlSecret',
    secret: STUDIO_SECRET,
    studioUrl: 'http://127.0.0.1:3333',
    _updatedAt: new Date().toISOString(),
  })

/** The draft-mode handshake's address, as the Presentation tool opens it for a page. */
export const draftModeUrl = (secret: string, pathname: string) =>
  `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`

/** The signature header Sanity sends for a body, dated `at` (Unix ms). */
export const signWebhook = (body: object, at = Date.now()) =>
  encodeSignatureHeader(JSON.stringify(body), at, REVALIDATE_SECRET)

/**
 * Sends the publish webhook for a changed document, signed as Sanity signs it (now, unless a
 * signature is given), with a fresh `idempotency-key` unless one is given (null: none).
 */
export async function publish(
  request: APIRequestContext,
  body: { _type: string; _id: string; slug?: string },
  signature?: string,
  idempotencyKey: string | null = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify(body)
  return request.post('/api/revalidate', {
    headers: {
      'Content-Type': 'application/json',
      'sanity-webhook-signature': signature ?? (await signWebhook(body)),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    data: payload,
  })
}

/** A page's status and <title>, without a browser. */
export async function titleOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const html = await response.text()
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  return { status: response.status(), title: decodeEntities(title) }
}

/** The text a browser shows for an HTML text: named and numeric character references decoded. */
function decodeEntities(text: string) {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (ref, name: string) =>
    name.startsWith('#')
      ? String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : named[name.toLowerCase()]!,
  )
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The complete lines the site has logged so far (its stdout and stderr: playwright.config.ts). */
export function siteLog(): string[] {
  const lines = readFileSync(REMOTE_SITE_LOG, 'utf8').split('\n')
  lines.pop() // after the last newline: empty, or a line still being written
  return lines
}
