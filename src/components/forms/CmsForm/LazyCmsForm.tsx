'use client'
// The CMS form as its own chunk (issue 10): a page ships the form's code only when it renders a
// form. Rendered on the server as usual; Next preloads the chunk on the pages that use it.
import dynamic from 'next/dynamic'

export const LazyCmsForm = dynamic(() => import('./CmsForm').then((m) => m.CmsForm))
