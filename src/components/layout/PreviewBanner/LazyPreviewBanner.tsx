'use client'
// The draft-mode overlay, fetched by the browser only when a page in draft mode renders this: its
// code is a chunk of its own, never part of a published page's first load (the shell is a server
// component, and a component it imports directly shares the page's client chunks).
import dynamic from 'next/dynamic'

export const LazyPreviewBanner = dynamic(() => import('./PreviewBanner'), { ssr: false })
