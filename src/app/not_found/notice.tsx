import type { ReactNode } from 'react'
import { Button } from '@/components/ui/Button'

/** The 404's words: the same in the 404 page (page.tsx) and in the root not-found.tsx. */
export const NOT_FOUND: { eyebrow: string; title: string; children: ReactNode } = {
  eyebrow: 'Error 404',
  title: 'We couldn’t find that page',
  children: (
    <>
      <p>The link may be out of date, or the page may have moved. Try the home page instead.</p>
      <Button href="/">Go to the home page</Button>
    </>
  ),
}
