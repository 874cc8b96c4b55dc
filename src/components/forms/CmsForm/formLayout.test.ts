import { describe, expect, it } from 'vitest'
import { halfWidthKeys } from './formLayout'

describe('halfWidthKeys (SPEC §2 form layout)', () => {
  const field = (key: string, name: string | null) => ({
    _key: key,
    fieldName: name === null ? null : { current: name },
  })
  it('puts a first-name field followed by a last-name field on one row', () => {
    const keys = halfWidthKeys([
      field('a', 'firstName'),
      field('b', 'lastName'),
      field('c', 'email'),
    ])
    expect([...keys]).toEqual(['a', 'b'])
    expect([...halfWidthKeys([field('a', 'First_Name'), field('b', 'last name')])]).toEqual([
      'a',
      'b',
    ])
  })
  it('leaves them full width when they are not next to each other or in the other order', () => {
    expect(
      halfWidthKeys([field('a', 'firstName'), field('c', 'email'), field('b', 'lastName')]).size,
    ).toBe(0)
    expect(halfWidthKeys([field('b', 'last_name'), field('a', 'first_name')]).size).toBe(0)
    expect(halfWidthKeys([field('a', 'firstName')]).size).toBe(0)
    expect(halfWidthKeys([field('a', null), field('b', 'lastName')]).size).toBe(0)
  })
})
