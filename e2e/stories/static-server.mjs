#!/usr/bin/env node
// A tiny static file server for storybook-static/ on 127.0.0.1, for the story checks
// (playwright.config.ts starts it for the stories project). No dependency: node's http and fs.
//
//   node e2e/stories/static-server.mjs [dir=storybook-static] [port=6007]
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? 'storybook-static')
const port = Number(process.argv[3] ?? process.env.STORIES_PORT ?? 6007)

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
}

function resolveFile(urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const file = path.join(root, path.normalize(decoded))
  // Never serve anything outside the served folder.
  if (file !== root && !file.startsWith(root + path.sep)) return null
  try {
    const stat = statSync(file)
    if (stat.isDirectory()) return resolveFile(path.posix.join(urlPath, 'index.html'))
    return stat.isFile() ? { file, size: stat.size } : null
  } catch {
    return null
  }
}

const server = createServer((req, res) => {
  // The query string is ignored (image URLs carry ?w=…, story URLs ?id=…).
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  // The browser asks for /favicon.ico on its own; a 404 would show up as a console error.
  if (pathname === '/favicon.ico') {
    res.writeHead(204)
    res.end()
    return
  }
  const found = req.method === 'GET' || req.method === 'HEAD' ? resolveFile(pathname) : null
  if (!found) {
    res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405, {
      'content-type': 'text/plain; charset=utf-8',
    })
    res.end('Not found')
    return
  }
  res.writeHead(200, {
    'content-type': TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': found.size,
    'cache-control': 'public, max-age=600',
  })
  if (req.method === 'HEAD') res.end()
  else createReadStream(found.file).pipe(res)
})

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${port}`)
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
