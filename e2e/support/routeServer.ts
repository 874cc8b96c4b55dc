// The route tests' server, as playwright.config.ts starts it (`npm start` on the production build):
// what the tests need to know of it besides its address.
import os from 'node:os'
import path from 'node:path'

export const ROUTES_PORT = Number(process.env.E2E_PORT || 3100)

/** A test server's own PGlite store, in the temporary folder: tests never touch `.data/`. */
export const leadsDataDir = (port: number) => path.join(os.tmpdir(), `e2e-leads-${port}`)

/** The route server's store, emptied before it starts. */
export const ROUTES_LEADS_DATA_DIR = leadsDataDir(ROUTES_PORT)

/** Its draft-mode secret (e2e/routes/draftMode.spec.ts). */
export const PREVIEW_SECRET = 'e2e-preview-secret'
