'use client'
// A table of contents entry's link (TocLink.tsx) as its own chunk (issue 10), like LazyCmsForm: a
// page ships its code only when it has a table of contents. Rendered on the server as usual; Next
// preloads the chunk where it is used.
import dynamic from 'next/dynamic'

export const LazyTocLink = dynamic(() => import('./TocLink').then((m) => m.TocLink))
