// Runs once per server process before it answers requests. Refuses to start when the environment
// sets a NEXT_PUBLIC_ value other than the build's (src/server/builtConfig.ts). Gives the page cache
// its pages' policy maker (src/server/cacheHandler.mjs). Starts the leads
// store (migrations for PGlite) and the outbox relay (DESIGN §4.3), in the Node.js runtime only
// and never during `next build`, which may call register() while collecting pages. (What the
// Node.js server does before Next sees a request is server.mjs's: src/server/http/nodeServer.mjs.)
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Issue 34: public settings other than the build's stop the server here, before any request.
  const { exitUnlessBuiltConfig } = await import('@/server/builtConfig')
  exitUnlessBuiltConfig()
  const { installCachedPagePolicy } = await import('@/server/http/cachedPagePolicy')
  installCachedPagePolicy()
  const { startLeadsServer } = await import('@/server/leads/runtime')
  await startLeadsServer()
}
