import { describe, expect, it } from 'vitest'
import { experimentPersonProperties, parseTreatment } from './experiments'

const base = {
  userToken: 'u-1',
  inGlobalHoldout: false,
  experimentId: 'exp-hero',
  variantId: 'v2',
  isBaseline: false,
}

describe('experimentPersonProperties (SPEC §3)', () => {
  it('sets the token, the holdout flag and the variant keyed by the experiment', () => {
    expect(experimentPersonProperties(base)).toEqual({
      userToken: 'u-1',
      inGlobalHoldout: false,
      'exp-hero': 'v2',
    })
  })

  it('marks the baseline', () => {
    expect(experimentPersonProperties({ ...base, isBaseline: true })['exp-hero']).toBe(
      'baseline_v2',
    )
  })

  it('keys a holdout by its holdout experiment id, with holdout_ before the variant', () => {
    expect(
      experimentPersonProperties({ ...base, holdoutExperimentId: 'hold-7', isBaseline: true }),
    ).toEqual({ userToken: 'u-1', inGlobalHoldout: false, 'hold-7': 'holdout_v2' })
  })

  it('treats the global holdout as a holdout', () => {
    expect(experimentPersonProperties({ ...base, inGlobalHoldout: true })).toEqual({
      userToken: 'u-1',
      inGlobalHoldout: true,
      'exp-hero': 'holdout_v2',
    })
  })
})

describe('parseTreatment', () => {
  it('accepts the script’s payload, numbers as ids included', () => {
    expect(parseTreatment({ ...base, experimentId: 42, holdoutExperimentId: '' })).toEqual({
      ...base,
      experimentId: '42',
      holdoutExperimentId: null,
    })
  })

  it('refuses anything that is not a treatment', () => {
    for (const detail of [
      null,
      'exp',
      42,
      {},
      { ...base, userToken: '' },
      { ...base, experimentId: { id: 1 } },
      { ...base, variantId: undefined },
    ]) {
      expect(parseTreatment(detail)).toBeNull()
    }
  })

  it('reads the flags strictly: only true is true', () => {
    expect(parseTreatment({ ...base, inGlobalHoldout: 'yes', isBaseline: 1 })).toMatchObject({
      inGlobalHoldout: false,
      isBaseline: false,
    })
  })
})
