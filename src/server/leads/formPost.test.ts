// Issue 48: what the proxy lets through of a POST to a page (formPost.ts): only the form of that
// page, sent without JavaScript to its own server function, with exactly the fields React adds.
import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { formFunctionIds, formPostProblem, isPlainState } = await import('./formPost')

const ID = '60547f93cb188ec4de191ec25861be07780deba80d'
const OTHER = '408c88ef7cca741306b42402bacff88bcedf3faaad'
const ids = new Set([ID])

/** The demo form as the browser posts it, with the fields React adds; `edit` changes them. */
function post(edit: (fields: Record<string, string>) => void = () => {}) {
  const fields: Record<string, string> = {
    $ACTION_REF_1: '',
    '$ACTION_1:0': JSON.stringify({ id: ID, bound: '$@1' }),
    '$ACTION_1:1': '[null]',
    $ACTION_KEY: 'p/demo#form-result-form-demo',
    formId: 'form-demo',
    page: '/demo',
    firstName: 'Ann',
  }
  edit(fields)
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

describe('formPostProblem', () => {
  it("lets the page's own form through, also with its last state sent back", () => {
    expect(formPostProblem(post(), '/demo', ids)).toBeNull()
    const refused = JSON.stringify([
      { formId: 'form-demo', result: 'error', errors: { x: 'y' }, values: { a: '$$5', b: 'c' } },
    ])
    expect(
      formPostProblem(
        post((f) => (f['$ACTION_1:1'] = refused)),
        '/demo',
        ids,
      ),
    ).toBeNull()
  })

  it.each([
    ['no server function', (f: Record<string, string>) => delete f.$ACTION_REF_1],
    [
      'another function of the build',
      (f: Record<string, string>) => {
        f['$ACTION_1:0'] = JSON.stringify({ id: OTHER, bound: '$@1' })
      },
    ],
    [
      'an unbound function',
      (f: Record<string, string>) => {
        f['$ACTION_1:0'] = JSON.stringify({ id: ID, bound: null })
      },
    ],
    [
      'an extra field in the reference',
      (f: Record<string, string>) => {
        f['$ACTION_1:0'] = JSON.stringify({ id: ID, bound: '$@1', x: 1 })
      },
    ],
    ['no state', (f: Record<string, string>) => delete f['$ACTION_1:1']],
    ['a state that is no JSON', (f: Record<string, string>) => (f['$ACTION_1:1'] = '[nul')],
    ['a state that is no list', (f: Record<string, string>) => (f['$ACTION_1:1'] = '{}')],
    ['more than one bound value', (f: Record<string, string>) => (f['$ACTION_1:1'] = '[1,2]')],
    ['a reference in the state', (f: Record<string, string>) => (f['$ACTION_1:1'] = '["$Q1"]')],
    ['no state key', (f: Record<string, string>) => delete f.$ACTION_KEY],
    ['a second function', (f: Record<string, string>) => (f.$ACTION_REF_2 = '')],
    ['an id field', (f: Record<string, string>) => (f[`$ACTION_ID_${ID}`] = '')],
    ['no form id', (f: Record<string, string>) => delete f.formId],
    ['a malformed form id', (f: Record<string, string>) => (f.formId = '../x')],
    ['another page', (f: Record<string, string>) => (f.page = '/pricing')],
  ])('refuses a post with %s', (_, edit) => {
    expect(formPostProblem(post(edit), '/demo', ids)).toMatch(/^the form /)
  })

  it('refuses a field sent twice or as a file', () => {
    const twice = post()
    twice.append('$ACTION_1:1', '[null]')
    expect(formPostProblem(twice, '/demo', ids)).not.toBeNull()
    const file = post((f) => delete f.$ACTION_KEY)
    file.append('$ACTION_KEY', new Blob(['x']), 'x.txt')
    expect(formPostProblem(file, '/demo', ids)).not.toBeNull()
  })

  it('refuses everything when the build names no form function', () => {
    expect(formPostProblem(post(), '/demo', new Set())).not.toBeNull()
  })
})

describe('the state and the manifest', () => {
  it('a state is plain JSON data, its strings no references of React', () => {
    expect(isPlainState([null, { a: ['b', 1, true], c: '$$x' }])).toBe(true)
    expect(isPlainState(['$@1'])).toBe(false)
    expect(isPlainState([{ a: '$K2' }])).toBe(false)
    let deep: unknown = 'x'
    for (let i = 0; i < 20; i++) deep = [deep]
    expect(isPlainState(deep)).toBe(false)
  })

  it("finds the form function's id in Next's server reference manifest", () => {
    const manifest = {
      node: {
        [ID]: { filename: 'src/server/leads/formAction.ts', exportedName: 'sendFormWithoutScript' },
        [OTHER]: {
          filename: 'node_modules/next-sanity/dist/live/server-actions/index.js',
          exportedName: 'revalidateSyncTagsAction',
        },
      },
      edge: {},
    }
    expect([...formFunctionIds(manifest)]).toEqual([ID])
    expect(formFunctionIds(null).size).toBe(0)
    expect(formFunctionIds({ node: 'x' }).size).toBe(0)
  })
})
