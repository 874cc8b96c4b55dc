import { describe, expect, it } from 'vitest'
import { withShortKeys } from './shortKeys'

describe('withShortKeys', () => {
  it('gives every keyed object a short key unique in the whole value, in document order', () => {
    const header = {
      primaryNavigation: [
        { _key: '92cdc61d6031', _type: 'linkList', links: [{ _key: '15b02097be4b', text: 'A' }] },
        { _key: 'ddae60ce2f6c', _type: 'megaMenu', linkGroups: [{ _key: 'f741c24265d7' }] },
      ],
      agent3Link: { _key: null, text: 'Agent' },
    }
    expect(withShortKeys(header)).toEqual({
      primaryNavigation: [
        { _key: 'k0', _type: 'linkList', links: [{ _key: 'k1', text: 'A' }] },
        { _key: 'k2', _type: 'megaMenu', linkGroups: [{ _key: 'k3' }] },
      ],
      agent3Link: { _key: null, text: 'Agent' },
    })
    // The CMS's data is not changed.
    expect(header.primaryNavigation[0]!._key).toBe('92cdc61d6031')
  })

  it("keeps a form's keys, which name its fields", () => {
    const form = { _id: 'form-demo', fields: [{ _key: '13b0fe809562', fieldName: null }] }
    const item = { _key: 'bce3cd30a01e', _type: 'navModalButton', modalContent: form }
    const [short] = withShortKeys([item])
    expect(short).toEqual({ _key: 'k0', _type: 'navModalButton', modalContent: form })
  })

  it('counts on past k9 in base 36', () => {
    const keys = withShortKeys(Array.from({ length: 12 }, (_, i) => ({ _key: `id${i}` })))
    expect(keys.map((k) => k._key).slice(9)).toEqual(['k9', 'ka', 'kb'])
  })
})
