'use client'
// The copy button as its own chunk (issue 10), like LazyCmsForm: a page ships its code only when
// it shows a code snippet. Rendered on the server as usual; Next preloads the chunk where it is used.
import dynamic from 'next/dynamic'

export const LazyCopyButton = dynamic(() => import('./CopyButton').then((m) => m.CopyButton))
