import type { Metadata } from 'next'
import { NoticePage } from '@/components/layout/NoticePage'
import { Button } from '@/components/ui/Button'
import { getSiteChrome } from '@/sanity/pages'

// DESIGN §4.1: with APP_ORIGIN set, next.config.ts redirects /signup to the product app before
// this page is reached; without it, this page says where the app would be.
export const metadata: Metadata = { title: 'Sign up', robots: { index: false } }

export default async function SignupPage() {
  const chrome = await getSiteChrome()
  const product = chrome?.settings?.productName ?? 'Forgeline'
  return (
    <NoticePage
      chrome={chrome}
      eyebrow="Sign up"
      title={`Signing up happens in the ${product} app`}
    >
      <p>
        The {product} app runs at its own address, and this site is not connected to one yet. When
        it is, this address takes you straight to the app&rsquo;s /signup page.
      </p>
      <Button href="/">Back to the home page</Button>
    </NoticePage>
  )
}
