// DESIGN §4.1: without APP_ORIGIN, the site's own /login and /signup say where the product app
// would be (with it, next.config.ts redirects them to the app before this renders).
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { Button } from '../../ui/Button'
import { NoticePage } from '../NoticePage'
import type { PageShellData } from '../PageShell'

const COPY = {
  login: { eyebrow: 'Log in', verb: 'Logging in', path: '/login' },
  signup: { eyebrow: 'Sign up', verb: 'Signing up', path: '/signup' },
} as const

export type AuthNoticeKind = keyof typeof COPY

export interface AuthNoticeProps {
  kind: AuthNoticeKind
  chrome: PageShellData | null
}

export function AuthNotice({ kind, chrome }: AuthNoticeProps) {
  const { eyebrow, verb, path } = COPY[kind]
  const product = chrome?.settings?.productName || FALLBACK_PRODUCT_NAME
  return (
    <NoticePage chrome={chrome} eyebrow={eyebrow} title={`${verb} happens in the ${product} app`}>
      <p>
        The {product} app runs at its own address, and this site is not connected to one yet. When
        it is, this address takes you straight to the app&rsquo;s {path} page.
      </p>
      <Button href="/">Back to the home page</Button>
    </NoticePage>
  )
}
