// A second server of the build under test (server.mjs, as `npm start` runs it) with its own
// environment, for the tests that need one: started on a free port of 127.0.0.1, stopped by its
// own process.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { TEST_MIN_ELAPSED_MS } from './humanPace'

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

/** Resolves once the server answers `/demo`. */
export async function startSiteServer(
  env: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    ['server.mjs', '-H', '127.0.0.1', '-p', String(port)],
    {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        LEADS_MIN_ELAPSED_MS: String(TEST_MIN_ELAPSED_MS),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.mjs exited early:\n${output}`)
    const ready = await fetch(`${origin}/demo`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { origin, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server.mjs did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
