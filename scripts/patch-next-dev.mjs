// Runs after `npm install` (package.json "postinstall"), after patch-styled-components.mjs.
//
// `next dev` works out a dynamic route's static paths (generateStaticParams) on every request to
// it: it hands the last answer to the request and, in the background, forks a new worker process
// that loads the route's whole server bundle again (~1.3-1.5 s of CPU here, a CPU profile of the
// worker: reading, compiling and source-mapping chunks), then ends it. Every content page is the
// dynamic route [...slug], so each save of content/dataset.ndjson in the local editing loop
// (issue 12) started one beside the render that shows the save. On a 2-core machine they share
// the CPU: with one of two cores kept busy, scripts/dev-reload-check.mjs (median of three saves)
// measured 1,061-1,350 ms in four runs without this patch, 531-736 ms in six with it.
//
// The patch: once `next dev` knows a route's static paths, it keeps them until it restarts (or
// its 5 MB cache of them is full). The first request to a route still works them out. Left as it
// was with `cacheComponents` (not set here), where Next also uses the fresh list to reload the
// page. What a kept list can change here: nothing, as long as every route keeps `dynamicParams`
// (a page added in development renders whatever the list says; with `dynamicParams = false` it
// would answer 404 until a restart). A change to a generateStaticParams shows after restarting
// `next dev`, and a generateStaticParams that fails after once succeeding is no longer logged.
// Next has the same aim as an experimental flag in review (vercel/next.js#91319:
// generateStaticParams in the dev server's process, not a new worker). Development only:
// `next build` and `next start` never run this code, so the patch is optional: on another
// version of next the install goes on without it, and scripts/dev-reload-check.mjs (npm test)
// fails, since next dev then forks a worker on every save.
import { patchWhenRun } from './lib/patch-package.mjs'

/** @type {import('./lib/patch-package.d.mts').PackagePatch} */
export const PATCH = {
  name: 'next',
  version: '16.4.6',
  files: ['dist/server/dev/next-dev-server.js', 'dist/esm/server/dev/next-dev-server.js'],
  // const result = this.staticPathsCache.get(pathname);   (then the worker, then `return result`)
  original: /(const (\w+) = this\.staticPathsCache\.get\(\w+\);)(?!\n +\/\/ patch-next-dev)/g,
  patched:
    /const (\w+) = this\.staticPathsCache\.get\(\w+\);\n +\/\/ patch-next-dev[^\n]*\n +if \(\1 && !this\.nextConfig\.cacheComponents\) return \1;/g,
  replace: (_, call, result) =>
    `${call}\n        // patch-next-dev (scripts/patch-next-dev.mjs): known static paths are kept, no new worker\n        if (${result} && !this.nextConfig.cacheComponents) return ${result};`,
  what: 'keeps a route’s static paths once known (no worker process per request)',
  optional: true,
}

patchWhenRun(import.meta.url, 'patch-next-dev', PATCH)
