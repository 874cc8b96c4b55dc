import { describe, expect, it } from 'vitest'
import { sharedRenderUrl } from './sharedRender'

const url = (address: string) => new URL(address, 'https://www.forgeline.example')

describe('the address a shared page is rendered from', () => {
  it('drops the query string: tracking tokens, e-mail addresses, anything', () => {
    expect(sharedRenderUrl(url('/pricing?mkt_tok=EVIL-jane.doe%40customer.example'))?.href).toBe(
      'https://www.forgeline.example/pricing',
    )
    expect(sharedRenderUrl(url('/?gclid=1&email=a%40b.example'))?.href).toBe(
      'https://www.forgeline.example/',
    )
    expect(sharedRenderUrl(url('/blog/post?'))).toBeNull()
  })

  it("keeps a client navigation's _rsc key, which Next checks, and nothing beside it", () => {
    expect(sharedRenderUrl(url('/pricing?_rsc=1x2y&utm_source=mail'))?.href).toBe(
      'https://www.forgeline.example/pricing?_rsc=1x2y',
    )
    expect(sharedRenderUrl(url('/pricing?_rsc=1x2y'))).toBeNull()
  })

  it('leaves a request without a query string alone', () => {
    expect(sharedRenderUrl(url('/pricing'))).toBeNull()
  })
})
