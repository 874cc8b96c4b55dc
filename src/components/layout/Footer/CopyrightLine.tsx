'use client'
// SPEC §2 Footer: 'All rights reserved. Copyright © {current year} {company}.' Static pages are
// generated once, so the browser brings the year up to date after hydration.
import { useEffect, useState } from 'react'

/** The copyright sentence; a name that already ends in a full stop ('Inc.') takes no second one. */
export function copyrightLine(year: number, company: string): string {
  return `All rights reserved. Copyright © ${year} ${company.replace(/\.+$/, '')}.`
}

export interface CopyrightLineProps {
  companyName: string
  /** A fixed year (stories, tests). Default: the current year. */
  year?: number
}

export function CopyrightLine({ companyName, year }: CopyrightLineProps) {
  const [current, setCurrent] = useState(() => year ?? new Date().getFullYear())
  useEffect(() => {
    if (year === undefined) setCurrent(new Date().getFullYear())
  }, [year])
  return <p>{copyrightLine(current, companyName)}</p>
}
