// The client the site uses in draft mode with a Studio URL (stega on, drafts perspective), pointed
// at the Content Lake stand-in on `port`: for unit tests of the stand-in's source map and of what
// the site cleans (issue 35).
import { createClient, type SanityClient } from '@sanity/client'

const TEST_STUDIO_URL = 'http://127.0.0.1:3333/studio'

export function stegaClient(port: number): SanityClient {
  return createClient({
    projectId: 'e2eproject',
    dataset: 'migration',
    apiVersion: '2025-10-01',
    apiHost: `http://127.0.0.1:${port}`,
    useProjectHostname: false,
    useCdn: false,
    token: 'unit-token',
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: TEST_STUDIO_URL },
  })
}
