import type { Metadata } from 'next'
import { AuthNotice } from '@/components/layout/AuthNotice'
import { getSiteChrome } from '@/sanity/pages'

export const metadata: Metadata = { title: 'Log in', robots: { index: false } }

export default async function LoginPage() {
  return <AuthNotice kind="login" chrome={await getSiteChrome()} />
}
