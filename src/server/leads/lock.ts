import 'server-only'
// PGlite is Postgres in one process: two processes opening the same data directory corrupt it.
// The process that opens it (the server, or an operator command while no server runs) holds
// `<dataDir>.lock` with its pid; another process refuses to open the directory while that pid is
// alive (operator commands then connect to the server's socket instead, served.mjs). A lock left
// by a killed process (kill -9, power loss) names a dead pid and is taken over.
import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs'
import path from 'node:path'

export class DataDirBusyError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The leads data directory is in use by process ${pid} (${lockFile}). PGlite allows one ` +
        "process at a time: operator commands reach a running server's store through the socket " +
        'it serves (docs/leads.md), which this process does not (yet); otherwise stop it first. ' +
        'With DATABASE_URL (PostgreSQL) any number of processes share the store.',
    )
    this.name = 'DataDirBusyError'
  }
}

export const lockFileFor = (dataDir: string): string =>
  path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`)

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Takes the data directory's lock for this process; returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  // Private from the start (DESIGN §5a): the lock and the store's own folder live in it.
  mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 })
  const file = lockFileFor(dataDir)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      let released = false
      const release = () => {
        if (released) return
        released = true
        if (readPid(file) === process.pid) {
          try {
            unlinkSync(file)
          } catch {
            // Already gone: nothing to release.
          }
        }
      }
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readPid(file)
      // This very process counts too: a second PGlite on the same directory corrupts it as well.
      if (holder !== null && (holder === process.pid || isAlive(holder))) {
        throw new DataDirBusyError(file, holder)
      }
      // Stale: the holder died without releasing. Remove and retry the exclusive create, so two
      // processes racing for a stale lock still end with one owner.
      try {
        unlinkSync(file)
      } catch {
        // Another process removed it first.
      }
    }
  }
  throw new DataDirBusyError(file, readPid(file) ?? 0)
}
