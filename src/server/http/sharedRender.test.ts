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
    expect(sharedRenderUrl(url('/caf%C3%A9?a=1'))?.href).toBe(
      'https://www.forgeline.example/caf%C3%A9',
    )
  })

  it('leaves a request without a query string alone', () => {
    expect(sharedRenderUrl(url('/pricing'))).toBeNull()
  })
})
