// Typo suggestion on e-mail fields, with the real library.
import { run } from '@zootools/email-spell-checker'
import { describe, expect, it } from 'vitest'
import { loadEmailSuggester, suggestionFor } from './emailSuggestion'

describe('suggestionFor', () => {
  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@gmail.con', 'ann@gmail.com'],
    [' ann@hotmal.com ', 'ann@hotmail.com'],
  ])('%s -> %s', (typed, suggested) => {
    expect(suggestionFor(run, typed)).toBe(suggested)
  })

  it.each(['ann@gmail.com', 'ada@analytical.example', 'ann', '', 'ANN@GMAIL.COM'])(
    'no suggestion for %j',
    (typed) => {
      expect(suggestionFor(run, typed)).toBeNull()
    },
  )
})

describe('loadEmailSuggester', () => {
  it('loads the library once and suggests with it', async () => {
    const suggest = await loadEmailSuggester()
    expect(suggest('ann@gmial.com')).toBe('ann@gmail.com')
    expect(await loadEmailSuggester()).toBe(suggest)
  })
})
