import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Built with the repository's own node_modules (same next and react as the site).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

const config = {
  poweredByHeader: false,
  turbopack: { root },
}

export default config
