// Issue 48: the form without JavaScript, as the server function takes it (formAction.ts): the same
// intake rules as POST /api/formSubmit, the server-issued stamp for its time-to-submit, one lead
// for a post the browser sends again (a reload of the answer), and the state the page shows.
import { beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { sql } = await import('drizzle-orm')
const { takeFormPost, formFields, valuesToKeep } = await import('./noScriptForm')
const { INTAKE_MESSAGES } = await import('./intake')
const { demoLead, intakeDeps, testConfig, memoryDatabasePerFile, queryRows, storedLeadCount } =
  await import('./testing')
const { FORM_STAMP_COOKIE, FORM_STAMP_MAX_AGE_MS, formStampKey, issueFormStamp } =
  await import('./formStamp')
type Deps = import('./intake').IntakeDeps

const db = memoryDatabasePerFile()
const logs: string[] = []
const stampKey = formStampKey('test-stamp-secret')

const deps = (overrides: Partial<Deps> = {}): Deps =>
  intakeDeps(db(), logs, { config: { ...testConfig(), formStampKey: stampKey } }, overrides)

const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(db(), query)
const leadCount = () => storedLeadCount(db())

beforeEach(() => {
  logs.length = 0
})

/** The form's fields as the browser posts them: strings, the server function's own fields too. */
function post(fields: Record<string, string>) {
  const data = new FormData()
  data.append('$ACTION_REF_1', '')
  data.append('$ACTION_1:0', '{"id":"abc","bound":"$@1"}')
  data.append('$ACTION_KEY', 'p/demo#form-result-form-demo')
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  return data
}

/** The demo lead as the form without JavaScript posts it: no _elapsedMs, an empty honeypot. */
const noScriptLead = (n: number | string = 1) => ({
  ...Object.fromEntries(
    Object.entries(demoLead(n))
      .filter(([key]) => key !== '_elapsedMs')
      .map(([key, value]) => [key, String(value)]),
  ),
  _website: '',
})

/** The headers of a same-origin post with the stamp a browser got `ageMs` ago (or none). */
function headers(stamp: string | null = issueFormStamp(stampKey, Date.now() - 4000)) {
  const init: Record<string, string> = {
    origin: 'http://127.0.0.1:3000',
    host: '127.0.0.1:3000',
  }
  if (stamp !== null) init.cookie = `theme=dark; ${FORM_STAMP_COOKIE}=${stamp}`
  return new Headers(init)
}

/** Runs `fn` and returns the digest of the Next error it throws (notFound()). */
async function nextErrorOf(fn: () => Promise<unknown>) {
  try {
    await fn()
  } catch (error) {
    return String((error as { digest?: unknown }).digest)
  }
  return null
}

describe('a post without JavaScript (issue 48)', () => {
  it('stores a post whose server-issued stamp is old enough, and answers success', async () => {
    expect(await takeFormPost(post(noScriptLead()), headers(), deps())).toEqual({
      formId: 'form-demo',
      result: 'success',
    })
    const [lead] = await rows<{ values: Record<string, string> }>(sql`select values from leads`)
    expect(lead?.values).toMatchObject({
      firstName: 'Ada 1',
      workEmail: 'ada1@analytical-engines.example',
    })
    expect(await leadCount()).toBe(1)
  })

  it('stores one lead when the browser sends the same post again (a reload of the answer)', async () => {
    const stamp = issueFormStamp(stampKey, Date.now() - 4000)
    for (let i = 0; i < 3; i++) {
      expect((await takeFormPost(post(noScriptLead()), headers(stamp), deps())).result).toBe(
        'success',
      )
    }
    expect(await leadCount()).toBe(1)
    // Anything else sent under the same stamp is a lead of its own.
    await takeFormPost(post(noScriptLead(2)), headers(stamp), deps())
    expect(await leadCount()).toBe(2)
  })

  it.each([
    ['no stamp', () => null],
    ['a stamp issued just now', () => issueFormStamp(stampKey, Date.now() - 200)],
    ['an expired stamp', () => issueFormStamp(stampKey, Date.now() - FORM_STAMP_MAX_AGE_MS - 1)],
    ['a stamp from the future', () => issueFormStamp(stampKey, Date.now() + 60_000)],
    ['a forged stamp', () => issueFormStamp(formStampKey('other'), Date.now() - 4000)],
    [
      'an edited time',
      () => issueFormStamp(stampKey, Date.now()).replace(/^1\.\d+/, `1.${Date.now() - 9000}`),
    ],
    ['garbage', () => '1.%zz.<script>=='],
    ['a huge value', () => 'x'.repeat(8000)],
  ])('answers a post with %s like a success and stores nothing (issue 33)', async (_, stamp) => {
    expect(await takeFormPost(post(noScriptLead()), headers(stamp()), deps())).toEqual({
      formId: 'form-demo',
      result: 'success',
    })
    expect(await leadCount()).toBe(0)
    expect(await rows(sql`select reason, count from lead_drop_counts`)).toEqual([
      { reason: 'too_fast', count: 1 },
    ])
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const outcome = await takeFormPost(
      post({ ...noScriptLead(), _website: 'x' }),
      headers(),
      deps(),
    )
    expect(outcome).toEqual({ formId: 'form-demo', result: 'success' })
    expect(await leadCount()).toBe(0)
  })

  it('refuses by the intake rules, with their messages and the values to fill in again', async () => {
    const outcome = await takeFormPost(
      post({ ...noScriptLead(), workEmail: 'Ann@GMAIL.com', company: '', _website: '' }),
      headers(),
      deps(),
    )
    expect(outcome).toEqual({
      formId: 'form-demo',
      result: 'error',
      errors: {
        workEmail: 'Please enter a valid work email address',
        company: 'This field is required',
      },
      // The fields as sent; never the form id, the page, the honeypot or the server function's.
      values: {
        firstName: 'Ada 1',
        lastName: 'Lovelace',
        workEmail: 'Ann@GMAIL.com',
        company: '',
        teamSize: '1–10 people',
        utm_source: 'news<letter>',
      },
    })
    expect(await leadCount()).toBe(0)
  })

  it('refuses a value the shape check refuses on its field', async () => {
    const outcome = await takeFormPost(
      post({ ...noScriptLead(), company: 'Acme\u0007' }),
      headers(),
      deps(),
    )
    expect(outcome.result === 'error' && outcome.errors).toEqual({
      company: 'Must not contain control characters',
    })
    expect(outcome.result === 'error' && outcome.values.company).toBe('Acme')
  })

  it('says why the form was refused as a whole (a rate limit, the store down)', async () => {
    const down = await takeFormPost(
      post(noScriptLead()),
      headers(),
      deps({ store: () => Promise.reject(new Error('down')) }),
    )
    expect(down.result === 'error' && down.errors).toEqual({ _form: INTAKE_MESSAGES.unavailable })
    const bug = await takeFormPost(
      post(noScriptLead()),
      headers(),
      deps({
        blocked: () => {
          throw new Error('bug')
        },
      }),
    )
    expect(bug.result === 'error' && bug.errors).toEqual({ _form: INTAKE_MESSAGES.unexpected })
  })

  it('answers 404 for a post naming no form of the site, or from another site', async () => {
    const notFound = 'NEXT_HTTP_ERROR_FALLBACK;404'
    const unknown = post({ ...noScriptLead(), formId: 'form-nope' })
    expect(await nextErrorOf(() => takeFormPost(unknown, headers(), deps()))).toBe(notFound)
    const noForm = post({ page: '/demo' })
    expect(await nextErrorOf(() => takeFormPost(noForm, headers(), deps()))).toBe(notFound)
    const evil = new Headers({ origin: 'https://evil.example', host: '127.0.0.1:3000' })
    expect(await nextErrorOf(() => takeFormPost(post(noScriptLead()), evil, deps()))).toBe(notFound)
    expect(await leadCount()).toBe(0)
  })
})

describe('the fields of a post', () => {
  it('skips the server function fields and files, keeps the first value, LF line breaks', () => {
    const data = post({ message: 'one\r\ntwo\rthree' })
    data.append('message', 'second')
    data.append('upload', new Blob(['x']), 'x.txt')
    expect(formFields(data)).toEqual({ message: 'one\ntwo\nthree' })
  })

  it('sends back no meta key, nothing over the caps and no control character', () => {
    expect(
      valuesToKeep({
        formId: 'form-demo',
        page: '/demo',
        _website: 'bot',
        _elapsedMs: '1',
        name: 'A\u0000nn',
        ['k'.repeat(101)]: 'x',
        long: 'y'.repeat(20_000),
      }),
    ).toEqual({ name: 'Ann', long: 'y'.repeat(10_000) })
  })
})
