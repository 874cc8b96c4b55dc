import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { acquireDataDirLock, DataDirBusyError, lockFileFor } = await import('./lock')

const dirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-lock-'))
  dirs.push(dir)
  return path.join(dir, 'leads')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the PGlite data directory lock', () => {
  it('is held with this pid and released', () => {
    const dir = dataDir()
    const release = acquireDataDirLock(dir)
    expect(readFileSync(lockFileFor(dir), 'utf8').trim()).toBe(String(process.pid))
    release()
    expect(existsSync(lockFileFor(dir))).toBe(false)
  })

  it('refuses a directory a live process holds', () => {
    const dir = dataDir()
    // The parent of this test process is alive for the whole test.
    writeFileSync(lockFileFor(dir), `${process.ppid}\n`)
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError)
  })

  it('takes over the lock of a process that died (kill -9)', () => {
    const dir = dataDir()
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
      encoding: 'utf8',
    })
    writeFileSync(lockFileFor(dir), `${dead.stdout.trim()}\n`)
    const release = acquireDataDirLock(dir)
    expect(readFileSync(lockFileFor(dir), 'utf8').trim()).toBe(String(process.pid))
    release()
  })
})
