// nginx in front of replicas, with deploy/nginx.conf as docs/deploy.md installs it, all on
// 127.0.0.1 in a temp dir: `npm run test:cluster` (scripts/test-cluster.mjs) and the bench's
// figures through the front (scripts/bench.mjs).
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { root, sleep } from './leads-harness.mjs'

const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx'

/** A process started here: stopped by its PID, SIGKILL after 10 s. */
export function spawnOwned(command, args, { logFile, ...options } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  let log = ''
  child.stdout.on('data', (chunk) => (log = (log + chunk).slice(-20_000)))
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-20_000)))
  let exited = false
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))))
  return {
    pid: child.pid,
    log: () => log,
    get exited() {
      return exited
    },
    async stop(signal = 'SIGTERM') {
      if (!exited) process.kill(child.pid, signal)
      const timer = setTimeout(() => !exited && process.kill(child.pid, 'SIGKILL'), 10_000)
      await exit
      clearTimeout(timer)
      if (logFile) writeFileSync(logFile, log)
    },
  }
}

/** `${NAME}` in the template replaced by values[NAME]; a name left unfilled is an error. */
function fillTemplate(text, values) {
  const filled = text.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for ${whole}`)
    return values[name]
  })
  return filled
}

// --- nginx -------------------------------------------------------------------------------------

export function makeCertificate(dir) {
  const cert = path.join(dir, 'tls.crt')
  const key = path.join(dir, 'tls.key')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`)
  return { cert, key }
}

/**
 * nginx with deploy/nginx.conf in `dir` (its logs, page cache and temp files there too), TLS from
 * `tlsFiles`, the build's static files copied from `staticSource`, in front of `replicas` (two
 * host:port addresses) on 127.0.0.1's `ports.https` and `ports.http`. Stopped by its PID.
 */
export async function startNginx({ dir, tlsFiles, staticSource, ports, replicas }) {
  // The build's static files, copied to the front's own folder as docs/deploy.md says (rsync):
  // nginx's workers run as `nobody` when this runs as root, and may not read the checkout.
  const staticDir = path.join(dir, 'static')
  cpSync(staticSource, staticDir, { recursive: true })
  const site = fillTemplate(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'), {
    SERVER_NAME: '127.0.0.1',
    HTTP_LISTEN: `127.0.0.1:${ports.http}`,
    HTTPS_LISTEN: `127.0.0.1:${ports.https}`,
    TLS_CERT: tlsFiles.cert,
    TLS_KEY: tlsFiles.key,
    REPLICA_1: replicas[0],
    REPLICA_2: replicas[1],
    STATIC_DIR: staticDir,
    // nginx creates it, for its workers' user.
    CACHE_DIR: path.join(dir, 'page-cache'),
  })
  writeFileSync(path.join(dir, 'forgeline.conf'), site)
  mkdirSync(path.join(dir, 'snippets'))
  cpSync(
    path.join(root, 'deploy', 'security-headers.conf'),
    path.join(dir, 'snippets', 'forgeline-security-headers.conf'),
  )
  // What Debian's /etc/nginx/nginx.conf holds around a site, in the temp dir, which the workers
  // must be able to read.
  chmodSync(dir, 0o755)
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      'daemon off;',
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      // Which replica answered each request ('-': nginx answered it alone).
      // The request line as the client sent it (an error page turns the method into GET).
      '  log_format cluster \'$status "$request" $upstream_addr $http_idempotency_key\';',
      `  access_log ${dir}/access.log cluster;`,
      // The page cache's background updates too: they are what reaches a replica.
      '  log_subrequest on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
      ),
      `  include ${dir}/forgeline.conf;`,
      '}',
      '',
    ].join('\n'),
  )
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')]
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`)
  const server = spawnOwned(NGINX, args)
  const deadline = Date.now() + 10_000
  while (!(await listening(ports.https))) {
    if (server.exited || Date.now() > deadline) {
      throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`)
    }
    await sleep(100)
  }
  return server
}

export function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(true) || socket.end())
    socket.once('error', () => resolve(false))
  })
}
