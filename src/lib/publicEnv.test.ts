import { describe, expect, it } from 'vitest'
import {
  builtPublicValues,
  publicEnvDifferences,
  publicValues,
  withBuiltPublicEnv,
} from './publicEnv'

const built = { NEXT_PUBLIC_SITE_URL: 'https://www.forgeline.example' }

describe('one configuration for build and run (issue 34)', () => {
  it('records the public values of an environment, not secrets or the version string', () => {
    expect(
      publicValues({
        NEXT_PUBLIC_SITE_URL: 'https://a.example',
        NEXT_PUBLIC_SANITY_DATASET: '',
        NEXT_PUBLIC_BUILD_VERSION: '1.0.0',
        LEADS_WEBHOOK_SECRET: 's3cret',
      }),
    ).toEqual({ NEXT_PUBLIC_SITE_URL: 'https://a.example' })
  })

  it("gives the server the build's public values whatever its own environment says", () => {
    const env = withBuiltPublicEnv(
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'late', LEADS_MIN_ELAPSED_MS: '900' },
      built,
    )
    expect(env).toEqual({ ...built, LEADS_MIN_ELAPSED_MS: '900' })
    // Outside a build (unit tests), the environment as it is.
    expect(withBuiltPublicEnv({ NEXT_PUBLIC_SITE_URL: 'x' }, null)).toEqual({
      NEXT_PUBLIC_SITE_URL: 'x',
    })
    expect(builtPublicValues(JSON.stringify(built))).toEqual(built)
    expect(builtPublicValues('')).toBeNull()
  })

  it('names every value the running server sets differently; an unset one is no difference', () => {
    expect(publicEnvDifferences(built, {})).toEqual([])
    expect(publicEnvDifferences(built, { NEXT_PUBLIC_SITE_URL: '' })).toEqual([])
    expect(publicEnvDifferences(built, built)).toEqual([])
    expect(
      publicEnvDifferences(built, {
        NEXT_PUBLIC_SITE_URL: 'https://staging.example',
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      }),
    ).toEqual([
      'NEXT_PUBLIC_SITE_URL is "https://staging.example", but the build used "https://www.forgeline.example"',
      'NEXT_PUBLIC_SANITY_PROJECT_ID is set to "abc123", but the build had no value for it',
    ])
  })
})
