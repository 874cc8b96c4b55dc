// Issue 33: the start time of the form without JavaScript, issued and signed by the server (the
// pages are static, so it cannot be in their HTML). See src/server/leads/formStamp.ts.
import { formStampResponse } from '@/server/leads/formStamp'
import { forwardedHops } from '@/server/leads/request'
import { leadsConfig } from '@/server/leads/runtime'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  const config = leadsConfig()
  // X-Forwarded-Proto only from the front (TRUST_PROXY_FROM).
  const trustProxyHops = forwardedHops(request.headers, config)
  return formStampResponse(request, { key: config.formStampKey, trustProxyHops })
}
