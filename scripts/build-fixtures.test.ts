// The story fixtures (stories/fixtures/*.json) must be what the real queries return over the
// embedded dataset today: a change to the dataset or to src/sanity/queries.ts without
// `node scripts/build-fixtures.mjs` fails here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildFixtures, FIXTURE_FILES } from './build-fixtures.mjs'

describe('story fixtures', () => {
  it('are up to date with the dataset and the queries (node scripts/build-fixtures.mjs)', async () => {
    const built = await buildFixtures()
    for (const [name, file] of Object.entries(FIXTURE_FILES)) {
      const committed = readFileSync(file, 'utf8')
      expect(committed === built[name as keyof typeof built], `${name}.json is stale`).toBe(true)
    }
  })
})
