// For the tests of the Node.js server hooks (nodeServer.mjs, server.mjs): a request sent as raw
// bytes, as any client could write it (request line and header lines as given, UTF-8).
import net from 'node:net'

/** Sends `head` (a request line, then any header lines) to 127.0.0.1:`port`; resolves the answer. */
export function sendRaw(port: number, head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${head}\r\nHost: x\r\nConnection: close\r\n\r\n`),
    )
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString()))
    socket.on('close', () => resolve(data))
  })
}
