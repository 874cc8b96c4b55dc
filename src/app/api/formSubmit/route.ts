// DESIGN §4.3: the lead intake endpoint. POST only; the work is in src/server/leads.
import { handleFormSubmit } from '@/server/leads/intake'
import { intakeDeps } from '@/server/leads/runtime'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function POST(request: Request): Promise<Response> {
  return handleFormSubmit(request, intakeDeps())
}

function methodNotAllowed(): Response {
  return Response.json(
    { status: 'error', errors: { _form: 'Use POST to send a form' } },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  )
}

export const GET = methodNotAllowed
export const HEAD = methodNotAllowed
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
export const OPTIONS = methodNotAllowed
