// Runs after `npm install` (package.json "postinstall"), after patch-styled-components.mjs.
//
// `next dev` works out a dynamic route's static paths (generateStaticParams) on every request to
// it: it hands the last answer to the request and, in the background, forks a new worker process
// that loads the route's whole server bundle again (~1.3-1.5 s of CPU here, a CPU profile of the
// worker: reading, compiling and source-mapping chunks), then ends it. Every content page is the
// dynamic route [...slug], so each save of content/dataset.ndjson in the local editing loop
// (issue 12) started one beside the render that shows the save. On a 2-core machine they share
// the CPU: scripts/dev-reload-check.mjs measured 1,061 and 1,311 ms (median of three saves) with
// one core busy elsewhere, 698 and 647 ms with this patch.
//
// The patch: once `next dev` knows a route's static paths, it keeps them until it restarts. The
// first request to a route still works them out. Routes here keep `dynamicParams` (a page
// added in development renders whatever the list says); a change to a generateStaticParams is seen
// after restarting `next dev`. Next has the same change as an experimental flag in review
// (vercel/next.js#91319: generateStaticParams in the dev server's process, not a new worker).
// Development only: `next build` and `next start` never run this code.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyPatch, unpatchedFiles as unpatched } from './lib/patch-package.mjs'

/** @type {import('./lib/patch-package.mjs').PackagePatch} */
export const PATCH = {
  name: 'next',
  version: '16.4.6',
  files: ['dist/server/dev/next-dev-server.js', 'dist/esm/server/dev/next-dev-server.js'],
  // const result = this.staticPathsCache.get(pathname);   (then the worker, then `return result`)
  original: /(const (\w+) = this\.staticPathsCache\.get\(\w+\);)(?!\n +\/\/ patch-next-dev)/g,
  patched:
    /const (\w+) = this\.staticPathsCache\.get\(\w+\);\n +\/\/ patch-next-dev[^\n]*\n +if \(\1\) return \1;/g,
  replace: (_, call, result) =>
    `${call}\n        // patch-next-dev (scripts/patch-next-dev.mjs): known static paths are kept, no new worker\n        if (${result}) return ${result};`,
  what: 'keeps a route’s static paths once known (no worker process per request)',
}

export const unpatchedFiles = () => unpatched(PATCH)

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!applyPatch('patch-next-dev', PATCH)) process.exit(1)
}
