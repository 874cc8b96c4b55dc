'use client'
// SPEC §2 Footer: 'All rights reserved. Copyright © {current year} {company}.' Static pages are
// generated once, so the server HTML carries the build year and the browser the current one.
import { useBrowserValue } from '@/hooks/useHydrated'

/** The copyright sentence; a name that already ends in a full stop ('Inc.') takes no second one. */
export function copyrightLine(year: number, company: string): string {
  return `All rights reserved. Copyright © ${year} ${company.replace(/\.+$/, '')}.`
}

const BUILD_YEAR = new Date().getFullYear()

export interface CopyrightLineProps {
  companyName: string
  /** A fixed year (stories, tests). Default: the current year. */
  year?: number
}

export function CopyrightLine({ companyName, year }: CopyrightLineProps) {
  const current = useBrowserValue(
    () => year ?? new Date().getFullYear(),
    () => year ?? BUILD_YEAR,
  )
  return <p>{copyrightLine(current, companyName)}</p>
}
