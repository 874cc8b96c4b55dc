// Debian's redis-server for the tests (scripts/ensure-redis.sh installs it when missing), started in
// a temp dir on 127.0.0.1 without persistence, and stopped by its own pid.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'

/** Starts redis-server on `port`; resolves once it answers PING. */
export async function startRedis({ port }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-'))
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: 'ignore' },
  )
  let exited = false
  child.once('exit', () => (exited = true))
  const url = `redis://127.0.0.1:${port}`
  const client = createClient({ url, disableOfflineQueue: true })
  client.on('error', () => {})
  const deadline = Date.now() + 10_000
  for (;;) {
    if (exited) throw new Error(`redis-server on port ${port} exited at once (port in use?)`)
    try {
      await client.connect()
      await client.ping()
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    pid: child.pid,
    /**
     * Every key and the bytes of what it holds: a string's length, a hash's fields and values. Not
     * MEMORY USAGE, which moved by hundreds of bytes on a hash nobody wrote to (it samples a few
     * fields of a large hash, and its table's layout changes as Redis rehashes it on reads).
     */
    async contents() {
      const sizes = new Map()
      const length = (text) => Buffer.byteLength(text)
      for await (const keys of client.scanIterator({ COUNT: 1000 })) {
        for (const key of keys) {
          const type = await client.type(key)
          if (type === 'string') sizes.set(key, await client.strLen(key))
          else if (type === 'hash') {
            const fields = Object.entries(await client.hGetAll(key))
            sizes.set(
              key,
              fields.reduce((sum, [field, value]) => sum + length(field) + length(value), 0),
            )
          } else sizes.set(key, await client.memoryUsage(key)) // other kinds: none today
        }
      }
      return sizes
    },
    async stop() {
      await client.quit().catch(() => {})
      if (!exited) {
        child.kill('SIGKILL')
        await new Promise((resolve) => (exited ? resolve() : child.once('exit', resolve)))
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
