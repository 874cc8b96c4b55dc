// Issue 12: a build from a Sanity project reads the Content Lake while it prerenders the pages,
// which comes after a minute of compiling. next.config.ts asks the Content Lake one small query
// before that, so a build against a CMS that cannot be read fails in seconds, with the message the
// prerendering would give (buildFailureMessage). A build from the embedded dataset asks nothing.
import { DEFAULT_API_VERSION, DEFAULT_DATASET } from './env'
import {
  buildFailureMessage,
  CmsTimeoutError,
  DEFAULT_TIMEOUT_MS,
  describeCmsError,
  positiveInt,
} from './outage'

type Env = Record<string, string | undefined>

/** The probe's request: one GROQ query to the configured dataset (null: embedded, no probe). */
export function probeRequest(env: Env): { url: string; headers: Record<string, string> } | null {
  const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID
  if (!projectId) return null
  const dataset = env.NEXT_PUBLIC_SANITY_DATASET || DEFAULT_DATASET
  const apiVersion = env.NEXT_PUBLIC_SANITY_API_VERSION || DEFAULT_API_VERSION
  // As client.ts: SANITY_API_HOST is used as it is; Sanity's own API has the project subdomain.
  const base = (env.SANITY_API_HOST || `https://${projectId}.api.sanity.io`).replace(/\/+$/, '')
  const query = encodeURIComponent('count(*[_type == "page"])')
  const token = env.SANITY_API_READ_TOKEN
  return {
    url: `${base}/v${apiVersion}/data/query/${encodeURIComponent(dataset)}?query=${query}`,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }
}

/** Why the Content Lake could not be read, as a short reason; null when it answered. */
async function failureReason(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  fetchImpl: typeof fetch,
): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
    await response.body?.cancel()
    return response.ok ? null : `HTTP ${response.status}`
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return new CmsTimeoutError(timeoutMs).message
    return describeCmsError(error)
  }
}

/**
 * Throws the build's error when the configured Content Lake does not answer the probe with a 2xx
 * within SANITY_FETCH_TIMEOUT_MS (no answer, a timeout, a 5xx, or a 4xx such as a refused token:
 * the prerendering would fail on each of them too).
 */
export async function probeContentLake(env: Env, fetchImpl: typeof fetch = fetch): Promise<void> {
  const request = probeRequest(env)
  if (!request) return
  const timeoutMs = positiveInt(env.SANITY_FETCH_TIMEOUT_MS, DEFAULT_TIMEOUT_MS)
  const reason = await failureReason(request.url, request.headers, timeoutMs, fetchImpl)
  if (reason === null) return
  const target = {
    apiHost: env.SANITY_API_HOST || 'https://api.sanity.io',
    projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
    dataset: env.NEXT_PUBLIC_SANITY_DATASET || DEFAULT_DATASET,
  }
  throw new Error(buildFailureMessage(target, reason))
}
