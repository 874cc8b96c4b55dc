'use client'
// What the layout imports in draft mode: PreviewErrorBoundary in a chunk of its own. A client
// module the layout imports, even behind a condition, is chunked with the layout's own client
// components and loads on every published page; behind `next/dynamic` only a draft-mode page,
// which renders it, loads it.
import dynamic from 'next/dynamic'

export const LazyPreviewErrorBoundary = dynamic(() =>
  import('./PreviewErrorBoundary').then((m) => m.PreviewErrorBoundary),
)
