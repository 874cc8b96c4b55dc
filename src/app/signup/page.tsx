import type { Metadata } from 'next'
import { AuthNotice } from '@/components/layout/AuthNotice'
import { getSiteChrome } from '@/sanity/pages'

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } }

export default async function SignupPage() {
  return <AuthNotice kind="signup" chrome={await getSiteChrome()} />
}
