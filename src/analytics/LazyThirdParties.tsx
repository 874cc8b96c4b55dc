'use client'
// Issue 11: the consent banner and the third-party loaders render nothing on the server, so
// their code loads after hydration in chunks of their own, never with the page's first-load JS.
// The root layout mounts these only when the build has a consent mode / a configured service.
import dynamic from 'next/dynamic'

export const LazyThirdParties = dynamic(
  () => import('./ThirdParties').then((module) => module.ThirdParties),
  { ssr: false },
)

export const LazyConsentBanner = dynamic(
  () => import('@/components/layout/ConsentBanner').then((module) => module.ConsentBanner),
  { ssr: false },
)
