'use client'
import { useEffect } from 'react'

/** SPEC §2: a build version string is written to the browser console on every page. */
export function BuildVersion({ version }: { version: string }) {
  useEffect(() => {
    console.info(`Build version: ${version}`)
  }, [version])
  return null
}
