// Issue 33: the start time of the form without JavaScript, issued and signed by the server (the
// pages are static, so it cannot be in their HTML). See src/server/leads/formStamp.ts.
import { formStampResponse } from '@/server/leads/formStamp'
import { leadsConfig } from '@/server/leads/runtime'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Response {
  const { formStampKey, trustProxyHops } = leadsConfig()
  return formStampResponse(request, { key: formStampKey, trustProxyHops })
}
