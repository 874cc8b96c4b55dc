// @vitest-environment jsdom
// SPEC §2 form block, §4 Form states, §5 validation, §7 submission / provider / download, §8;
// DESIGN §4.4 accessible errors. Forms from the embedded dataset (stories/fixtures).
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDEMPOTENCY_HEADER } from '@/leads/leadContract'
import {
  DEFAULT_SDK_URL,
  resetDefaultSdkLoader,
  SDK_ANSWER_WAIT_MS,
  SDK_LOAD_WAIT_MS,
  type DefaultSdk,
} from './defaultDotCom'
import { axeViolations } from '../../blocks/testing'
import { form } from '../../../../stories/fixtures'
import {
  CmsForm,
  CmsFormView,
  FAILURE_ANNOUNCEMENT,
  PENDING_LABEL,
  formElementId,
  errorAnnouncement,
  type CmsFormViewProps,
} from './CmsForm'
import { SUMMARY_TITLE } from './ErrorSummary'
import { DEFAULT_SUCCESS_MESSAGE } from '@/lib/formDefaults'
import { SiteThemeProvider } from '@/theme/SiteThemeProvider'

vi.mock('next/navigation', () => ({ usePathname: () => '/demo' }))

const demo = form('form-demo')
const contact = form('form-contact')
const playbook = form('form-playbook')
const enterprise = form('form-enterprise')

type FetchArgs = [string, RequestInit]
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  )

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(() =>
    json(201, { status: 'success', id: 'lead-1' }),
  )
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', '/demo')
  sessionStorage.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete window.DefaultSDK
  resetDefaultSdkLoader()
  document.head.querySelectorAll('script[data-form-provider]').forEach((s) => s.remove())
})

function renderForm(data = demo) {
  const user = userEvent.setup()
  const view = render(
    <main>
      <CmsForm form={data} />
    </main>,
    { wrapper: SiteThemeProvider },
  )
  return { user, ...view }
}

async function fillDemo(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ada@analytical.example',
) {
  await user.type(screen.getByLabelText('First name'), 'Ada')
  await user.type(screen.getByLabelText('Last name'), 'Lovelace')
  await user.type(screen.getByLabelText('Work email'), email)
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
  await user.selectOptions(screen.getByLabelText('Team size'), '11–50 people')
}

/** The enterprise inquiry, sent through the form-routing provider (`defaultDotComForm`). */
async function fillEnterprise(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada')
  await user.type(screen.getByLabelText('Last name'), 'Lovelace')
  await user.type(screen.getByLabelText('Work email'), 'ada@analytical.example')
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
  await user.selectOptions(screen.getByLabelText('Number of employees'), 'Fewer than 500')
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Full name'), 'Ann Smith')
  await user.type(screen.getByLabelText('Email'), email)
  await user.selectOptions(screen.getByLabelText('Topic'), 'Sales')
  await user.type(screen.getByLabelText('Message'), 'Hello')
}

const submitDemo = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Request a demo' }))

/** Waits until the work e-mail field is described by the work e-mail error; returns the field. */
async function refusedWorkEmail() {
  const email = screen.getByLabelText('Work email')
  await waitFor(() =>
    expect(email).toHaveAccessibleDescription('Please enter a valid work email address'),
  )
  return email
}

const bodyOf = (call: FetchArgs | undefined) => JSON.parse(String(call?.[1].body)) as object
const keyOf = (call: FetchArgs | undefined) =>
  (call?.[1].headers as Record<string, string>)[IDEMPOTENCY_HEADER]
const liveRegion = () =>
  screen.getAllByRole('status').find((el) => el.getAttribute('data-testid') !== 'form-success')!

describe('CmsForm: the form as it first renders', () => {
  it('carries the form id and page for the intake, and passes axe', async () => {
    const { container } = renderForm()
    const el = screen.getByRole('form', { name: 'Book your Forgeline demo' })
    expect(el).toHaveAttribute('id', 'demo-request-form')
    expect(container.querySelector('input[type=hidden][name=formId]')).toHaveValue('form-demo')
    expect(container.querySelector('input[type=hidden][name=page]')).toHaveValue('/demo')
    expect(await axeViolations(container)).toEqual([])
  })

  it('gives person and company fields their autocomplete tokens and a maximum length', () => {
    renderForm()
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name')
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name')
    expect(screen.getByLabelText('Work email')).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText('Work email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Company')).toHaveAttribute('autocomplete', 'organization')
    expect(screen.getByLabelText('First name')).toHaveAttribute('maxlength', '200')
    expect(screen.getByLabelText('Work email')).toHaveAttribute('maxlength', '254')
    expect(screen.getByLabelText(/What would you like to build/)).toHaveAttribute(
      'maxlength',
      '5000',
    )
  })

  it('contact form: a full-name field is "name"', () => {
    renderForm(contact)
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name')
  })

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = renderForm()
    const honeypot = container.querySelector<HTMLInputElement>('input[name=_website]')!
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot.closest('[aria-hidden=true]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull()
  })

  it('marks optional fields in their label and leaves the rest required', () => {
    renderForm()
    expect(screen.getByLabelText('What would you like to build? (optional)')).not.toBeRequired()
    expect(screen.getByLabelText('First name')).toBeRequired()
  })

  it('marks required fields visibly and explains the mark once (WCAG 3.3.2)', () => {
    const { container } = renderForm()
    expect(screen.getByText('Fields marked * are required.')).toBeVisible()
    const labels = [...container.querySelectorAll('label[for]')]
    const marked = labels.filter((l) => l.hasAttribute('data-required')).map((l) => l.textContent)
    expect(marked).toEqual(['First name', 'Last name', 'Work email', 'Company', 'Team size'])
  })

  it('leaves the note out when every field is optional', () => {
    render(
      <CmsForm
        form={{ ...demo, fields: (demo.fields ?? []).map((f) => ({ ...f, required: false })) }}
      />,
      { wrapper: SiteThemeProvider },
    )
    expect(screen.queryByText('Fields marked * are required.')).toBeNull()
  })

  it('keeps the form id unique in a modal: gtmFormId on the page, suffixed in the modal', () => {
    expect(formElementId('demo-request-form')).toBe('demo-request-form')
    expect(formElementId('demo-request-form', 'modal')).toBe('demo-request-form-modal')
    expect(formElementId(null, 'modal')).toBeUndefined()
    render(<CmsForm form={demo} placement="modal" />, { wrapper: SiteThemeProvider })
    expect(screen.getByRole('form')).toHaveAttribute('id', 'demo-request-form-modal')
  })

  it('server HTML: native checks on, and the stamp only a browser without JavaScript loads', () => {
    const html = renderToString(
      <SiteThemeProvider>
        <CmsForm form={demo} />
      </SiteThemeProvider>,
    )
    // Until hydration the form does not say it is hydrated, and the browser checks the fields.
    expect(html).not.toContain('data-form-hydrated')
    expect(html).not.toMatch(/novalidate/i)
    expect(html).toMatch(/<input[^>]*required=""[^>]*name="firstName"/)
    expect(html).toMatch(/<noscript><img src="\/api\/form-stamp"[^>]*hidden=""/)
    // The dialog's copy is never shown without JavaScript: no stamp there.
    const modal = renderToString(
      <SiteThemeProvider>
        <CmsForm form={demo} placement="modal" />
      </SiteThemeProvider>,
    )
    expect(modal).not.toContain('/api/form-stamp')
  })

  it('without an action of its own, a post never puts the values in a URL', () => {
    render(<CmsFormView form={demo} />, { wrapper: SiteThemeProvider })
    expect(screen.getByRole('form')).toHaveAttribute('method', 'post')
  })

  it('marks itself hydrated (which hides the no-JavaScript notes) and leaves checking to the rules', () => {
    const { container } = renderForm()
    expect(container.querySelector('[data-form-hydrated]')).toContainElement(
      screen.getByRole('form'),
    )
    expect(screen.getByRole('form')).toHaveAttribute('novalidate')
  })
})

describe('CmsForm: validation (SPEC §5, DESIGN §4.4)', () => {
  it('an empty submit marks every required field, shows no text for them, focuses the first and announces', async () => {
    const { user, container } = renderForm()
    await submitDemo(user)
    // The work e-mail list loads (its own chunk) before the rules run.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus())

    for (const label of ['First name', 'Last name', 'Work email', 'Company', 'Team size']) {
      const control = screen.getByLabelText(label)
      expect(control, label).toHaveAttribute('aria-invalid', 'true')
      expect(control, label).toHaveAccessibleDescription('This field is required')
    }
    // SPEC §5: no visible message for a blank required field, only the label (and its icon).
    expect(container.querySelector('p[id$=-error]')).toBeNull()
    expect(container.querySelectorAll('label svg')).toHaveLength(5)
    expect(screen.getByLabelText(/What would you like to build/)).not.toHaveAttribute(
      'aria-invalid',
    )
    expect(screen.getByLabelText('First name')).toHaveFocus()
    expect(liveRegion()).toHaveTextContent(
      errorAnnouncement(['First name', 'Last name', 'Work email', 'Company', 'Team size']),
    )
    expect(fetchMock).not.toHaveBeenCalled()
    expect(await axeViolations(container)).toEqual([])
  })

  it('refuses a free-mail address on a work e-mail field, case-insensitively, with the SPEC text', async () => {
    const { user } = renderForm()
    await fillDemo(user, 'ann@GMAIL.com ')
    await submitDemo(user)
    const email = await refusedWorkEmail()
    // The red tooltip under the field, with visible text.
    expect(screen.getByText('Please enter a valid work email address').tagName).toBe('P')
    expect(email).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a work e-mail field still takes a company address', async () => {
    const { user } = renderForm()
    await fillDemo(user)
    await submitDemo(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  })

  it('checks the e-mail format when the visitor leaves the field', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('Work email'), 'ann@example')
    await user.tab()
    await waitFor(() =>
      expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    )
  })

  it('does not flag a blank field on blur before the first submit', async () => {
    const { user } = renderForm()
    await user.click(screen.getByLabelText('First name'))
    await user.tab()
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid')
  })

  it('clears an error as the value becomes valid', async () => {
    const { user } = renderForm()
    await submitDemo(user)
    const first = screen.getByLabelText('First name')
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'))
    await user.type(first, 'A')
    expect(first).not.toHaveAttribute('aria-invalid')
    expect(first).not.toHaveAccessibleDescription()

    const email = screen.getByLabelText('Work email')
    await user.type(email, 'ann@')
    expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    await user.type(email, 'analytical.example')
    expect(email).not.toHaveAttribute('aria-invalid')
  })

  it('respects allowFreeEmailDomains: the contact form takes a gmail address', async () => {
    const { user } = renderForm(contact)
    await fillContact(user, 'ann@gmail.com')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
  })
})

describe('CmsForm: typo suggestion', () => {
  it('offers a corrected address that one click accepts', async () => {
    const { user } = renderForm(contact)
    const email = screen.getByLabelText('Email')
    await user.type(email, 'ann@gmial.com')
    await user.tab()
    const offer = await screen.findByRole('button', { name: 'Did you mean ann@gmail.com?' })
    expect(email).toHaveAccessibleDescription('Did you mean ann@gmail.com?')
    await user.click(offer)
    expect(email).toHaveValue('ann@gmail.com')
    expect(email).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull()
  })

  it('never blocks the submit', async () => {
    const { user } = renderForm(contact)
    await fillContact(user, 'ann@gmial.com')
    await screen.findByRole('button', { name: /Did you mean/ })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ email: 'ann@gmial.com' })
  })
})

describe('CmsForm: submission (SPEC §7, §8)', () => {
  it('sends the values, the tracking parameters, the form id and page with an Idempotency-Key', async () => {
    sessionStorage.setItem('fl:tracking:utm_source', 'newsletter')
    sessionStorage.setItem('fl:tracking:gclid', 'abc-123')
    const { user } = renderForm()
    await fillDemo(user)
    await submitDemo(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/formSubmit')
    expect(init.method).toBe('POST')
    expect(keyOf(fetchMock.mock.calls[0])).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    const { _elapsedMs, ...body } = bodyOf(fetchMock.mock.calls[0]) as { _elapsedMs: number }
    expect(typeof _elapsedMs).toBe('number')
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      workEmail: 'ada@analytical.example',
      company: 'Analytical Engines',
      teamSize: '11–50 people',
      message: '',
      utm_source: 'newsletter',
      gclid: 'abc-123',
      formId: 'form-demo',
      page: '/demo',
      _website: '',
    })
  })

  it('shows a pending button that cannot send twice, then the success message, focused', async () => {
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user } = renderForm()
    await fillDemo(user)
    const button = screen.getByRole('button', { name: 'Request a demo' })
    await user.click(button)
    await waitFor(() => expect(button).toHaveAccessibleName(PENDING_LABEL))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true')
    await user.click(button)
    await user.keyboard('{Enter}')
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await act(async () => answer(await json(201, { status: 'success', id: 'lead-1' })))
    const success = await screen.findByTestId('form-success')
    expect(success).toHaveRole('status')
    expect(success).toHaveTextContent('Thanks — your request is in.')
    expect(success).toHaveFocus()
    const formEl = document.querySelector('form')!
    expect(formEl).toHaveAttribute('aria-hidden', 'true')
    expect(formEl).toHaveAttribute('inert')
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('says "Thank you for submitting the form" when the CMS has no success message', async () => {
    const { user } = renderForm({ ...demo, successMessage: null })
    await fillDemo(user)
    await submitDemo(user)
    expect(await screen.findByTestId('form-success')).toHaveTextContent(DEFAULT_SUCCESS_MESSAGE)
  })

  it('a server error logs, leaves the form as it was and announces; a retry reuses the key', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(() => json(500, { status: 'error', errors: { _form: 'boom' } }))
    const { user } = renderForm()
    await fillDemo(user)
    const button = screen.getByRole('button', { name: 'Request a demo' })
    await user.click(button)
    await waitFor(() => expect(consoleError).toHaveBeenCalled())
    expect(screen.queryByTestId('form-success')).toBeNull()
    expect(button).toHaveAccessibleName('Request a demo')
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid')
    expect(liveRegion()).toHaveTextContent(FAILURE_ANNOUNCEMENT)

    await user.click(button)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]))

    // Changed values are a new attempt.
    await user.type(screen.getByLabelText('Company'), ' Ltd')
    await user.click(button)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    expect(keyOf(fetchMock.mock.calls[2])).not.toBe(keyOf(fetchMock.mock.calls[0]))
  })

  it('a network failure logs and leaves the form editable', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    const { user } = renderForm()
    await fillDemo(user)
    await submitDemo(user)
    await waitFor(() => expect(consoleError).toHaveBeenCalled())
    expect(screen.queryByTestId('form-success')).toBeNull()
    expect(screen.getByLabelText('Company')).toBeEnabled()
  })

  it("shows the server's field errors on their fields", async () => {
    fetchMock.mockImplementation(() =>
      json(422, {
        status: 'error',
        errors: { workEmail: 'Please enter a valid work email address' },
      }),
    )
    const { user } = renderForm()
    await fillDemo(user, 'ann@mailinator.com')
    await submitDemo(user)
    const email = await refusedWorkEmail()
    expect(email).toHaveFocus()
    expect(screen.queryByTestId('form-success')).toBeNull()
  })
})

describe('CmsForm: gated download (SPEC §7 File download)', () => {
  it('starts the download before the success message', async () => {
    const clicked: { href: string; download: string; successShown: boolean }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.getAttribute('href')!,
        download: this.download,
        successShown: !!document.querySelector('[data-testid=form-success]'),
      })
    })
    const { user } = renderForm(playbook)
    await user.type(screen.getByLabelText('Work email'), 'ada@analytical.example')
    await user.click(screen.getByRole('button', { name: 'Download the PDF' }))
    expect(await screen.findByTestId('form-success')).toHaveTextContent(
      'Your download has started.',
    )
    expect(clicked).toEqual([
      {
        href: '/files/embedded/migration/efe7cc712c2f0354df300debbf9e1fed44fc8ba6.pdf?dl=forgeline-agent-playbook.pdf',
        download: 'forgeline-agent-playbook.pdf',
        successShown: false,
      },
    ])
  })

  it('a file without a url logs and still thanks the visitor', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderForm({
      ...playbook,
      fileDownload: { url: null, originalFilename: 'forgeline-agent-playbook.pdf' },
    })
    await user.type(screen.getByLabelText('Work email'), 'ada@analytical.example')
    await user.click(screen.getByRole('button', { name: 'Download the PDF' }))
    await screen.findByTestId('form-success')
    expect(click).not.toHaveBeenCalled()
    expect(consoleError).toHaveBeenCalledWith(
      'The form has a file download without a url or a filename',
      expect.anything(),
    )
  })
})

describe('CmsForm: the form-routing provider (SPEC §7, §4)', () => {
  it('loads the script on the first interaction, not before', async () => {
    const { user } = renderForm(enterprise)
    const scripts = () => document.head.querySelectorAll(`script[src="${DEFAULT_SDK_URL}"]`)
    expect(scripts()).toHaveLength(0)
    await user.click(screen.getByLabelText('First name'))
    await waitFor(() => expect(scripts()).toHaveLength(1))
    await user.click(screen.getByLabelText('Company'))
    expect(scripts()).toHaveLength(1)
  })

  it('submits through the provider with the mapped questions and responses', async () => {
    sessionStorage.setItem('fl:tracking:utm_campaign', 'spring')
    const submit = vi.fn<DefaultSdk['submit']>((_submission, callbacks) =>
      callbacks?.onSuccess?.({ ok: true }),
    )
    window.DefaultSDK = { submit }
    const { user } = renderForm(enterprise)
    await fillEnterprise(user)
    await user.click(screen.getByRole('button', { name: 'Contact the enterprise team' }))
    expect(await screen.findByTestId('form-success')).toHaveTextContent(
      'An enterprise specialist will be in touch',
    )
    expect(fetchMock).not.toHaveBeenCalled()
    expect(submit.mock.calls[0]![0]).toEqual({
      form_id: 'frm_demo_123',
      team_id: 'team_forgeline',
      questions: [
        { id: 'firstName', name: 'First name', type: 'input' },
        { id: 'lastName', name: 'Last name', type: 'input' },
        { id: 'workEmail', name: 'Work email', type: 'email' },
        { id: 'company', name: 'Company', type: 'input' },
        {
          id: 'employees',
          name: 'Number of employees',
          type: 'select',
          options: ['Fewer than 500', '500–2,000', '2,000–10,000', 'More than 10,000'],
        },
        { id: 'useCase', name: 'What should your teams build first?', type: 'input' },
        { id: 'utm_campaign', name: 'utm_campaign', type: 'hidden' },
      ],
      responses: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        workEmail: 'ada@analytical.example',
        company: 'Analytical Engines',
        employees: 'Fewer than 500',
        useCase: '',
        utm_campaign: 'spring',
      },
    })
  })
})

describe('CmsForm: a provider that fails (DESIGN §5a: no lead is lost to a third party)', () => {
  const submitEnterprise = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('button', { name: 'Contact the enterprise team' }))
  const providerScript = () =>
    document.head.querySelector<HTMLScriptElement>('script[data-form-provider]')

  /** The lead went to the site's intake exactly as an ordinary form's does, and succeeded. */
  async function expectSentToIntake() {
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/formSubmit')
    expect(init.method).toBe('POST')
    expect(keyOf(fetchMock.mock.calls[0])).toMatch(/^[0-9a-f-]{36}$/)
    const { _elapsedMs, ...body } = bodyOf(fetchMock.mock.calls[0]) as { _elapsedMs: number }
    expect(typeof _elapsedMs).toBe('number')
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      workEmail: 'ada@analytical.example',
      company: 'Analytical Engines',
      employees: 'Fewer than 500',
      useCase: '',
      utm_campaign: 'spring',
      formId: 'form-enterprise',
      page: '/demo',
      _website: '',
    })
    expect(await screen.findByTestId('form-success')).toHaveTextContent(
      'An enterprise specialist will be in touch',
    )
    expect(liveRegion()).not.toHaveTextContent(FAILURE_ANNOUNCEMENT)
  }

  beforeEach(() => {
    sessionStorage.setItem('fl:tracking:utm_campaign', 'spring')
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it("sends the lead to /api/formSubmit when the provider's script cannot load", async () => {
    const { user } = renderForm(enterprise)
    await fillEnterprise(user)
    await submitEnterprise(user)
    expect(screen.getByRole('button', { name: PENDING_LABEL })).toBeInTheDocument()
    providerScript()!.dispatchEvent(new Event('error'))
    await expectSentToIntake()
    expect(console.error).toHaveBeenCalledWith(
      'The form-routing provider script could not be loaded',
      expect.any(Error),
    )
  })

  it.each<[string, DefaultSdk['submit']]>([
    [
      'throws',
      () => {
        throw new Error('routing failed')
      },
    ],
    ['rejects', () => Promise.reject(new Error('routing failed'))],
    [
      'calls onError',
      (_submission, callbacks) => callbacks?.onError?.(new Error('routing failed')),
    ],
  ])('sends the lead to /api/formSubmit when the provider %s', async (_label, submit) => {
    window.DefaultSDK = { submit: vi.fn(submit) }
    const { user } = renderForm(enterprise)
    await fillEnterprise(user)
    await submitEnterprise(user)
    await expectSentToIntake()
    expect(window.DefaultSDK.submit).toHaveBeenCalledTimes(1)
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/provider did not take the form "form-enterprise"/),
      expect.objectContaining({ message: 'routing failed' }),
    )
  })

  it('a submit before the script has loaded waits for it, then sends to /api/formSubmit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      render(<CmsForm form={enterprise} />, { wrapper: SiteThemeProvider })
      await fillEnterprise(user)
      await submitEnterprise(user)
      // The script is still loading: the submit waits, it neither fails nor posts.
      await act(() => vi.advanceTimersByTimeAsync(SDK_LOAD_WAIT_MS - 500))
      expect(fetchMock).not.toHaveBeenCalled()
      expect(screen.getByRole('button', { name: PENDING_LABEL })).toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(500))
      await expectSentToIntake()
      expect(console.error).toHaveBeenCalledWith(
        expect.stringMatching(/provider did not take the form/),
        expect.objectContaining({ message: expect.stringMatching(/did not load within/) }),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('sends the lead to /api/formSubmit when the provider does not answer in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      window.DefaultSDK = { submit: vi.fn(() => new Promise<void>(() => {})) }
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      render(<CmsForm form={enterprise} />, { wrapper: SiteThemeProvider })
      await fillEnterprise(user)
      await submitEnterprise(user)
      await waitFor(() => expect(window.DefaultSDK!.submit).toHaveBeenCalled())
      await act(() => vi.advanceTimersByTimeAsync(SDK_ANSWER_WAIT_MS))
      await expectSentToIntake()
    } finally {
      vi.useRealTimers()
    }
  })

  it("shows the intake's field errors as for an ordinary form", async () => {
    fetchMock.mockImplementation(() =>
      json(422, {
        status: 'error',
        errors: { workEmail: 'Please enter a valid work email address' },
      }),
    )
    window.DefaultSDK = { submit: (_submission, callbacks) => callbacks?.onError?.('down') }
    const { user } = renderForm(enterprise)
    await fillEnterprise(user)
    await submitEnterprise(user)
    const email = screen.getByLabelText('Work email')
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid work email address'),
    )
    await waitFor(() => expect(email).toHaveFocus())
    expect(screen.queryByTestId('form-success')).toBeNull()
    expect(email).toHaveValue('ada@analytical.example')
  })

  it('says the form could not be sent only when the intake fails too', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    window.DefaultSDK = { submit: (_submission, callbacks) => callbacks?.onError?.('down') }
    const { user } = renderForm(enterprise)
    await fillEnterprise(user)
    await submitEnterprise(user)
    await waitFor(() => expect(liveRegion()).toHaveTextContent(FAILURE_ANNOUNCEMENT))
    expect(screen.queryByTestId('form-success')).toBeNull()
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')
  })
})

describe('CmsForm: the answer to a post without JavaScript (issue 48)', () => {
  const refusedDemo: CmsFormViewProps['posted'] = {
    formId: 'form-demo',
    result: 'error',
    errors: {
      workEmail: 'Please enter a valid work email address',
      company: 'This field is required',
    },
    values: {
      firstName: 'Ann',
      lastName: 'Smith',
      workEmail: 'ann@gmail.com',
      company: '',
      teamSize: '1–10 people',
      message: 'A CRM\nfor bees',
      other: 'not a field',
    },
  }
  const renderPosted = (posted: CmsFormViewProps['posted'], data = demo) =>
    render(
      <main>
        <CmsFormView form={data} posted={posted} />
      </main>,
      { wrapper: SiteThemeProvider },
    )

  it("sent: the form gives way to its own success message, at the post's fragment", async () => {
    renderPosted({ formId: 'form-demo', result: 'success' })
    const message = screen.getByTestId('form-success')
    expect(message).toHaveTextContent('Thanks — your request is in.')
    expect(message).toHaveAttribute('id', 'form-result-form-demo')
    expect(screen.queryByRole('form')).toBeNull()
    await waitFor(() => expect(message).toHaveFocus())
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull()
  })

  it('sent, a gated form: the message links to the file, which nothing else could start', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    renderPosted({ formId: 'form-playbook', result: 'success' }, playbook)
    const link = screen.getByRole('link', { name: 'Download forgeline-agent-playbook.pdf' })
    expect(link).toHaveAttribute(
      'href',
      '/files/embedded/migration/efe7cc712c2f0354df300debbf9e1fed44fc8ba6.pdf?dl=forgeline-agent-playbook.pdf',
    )
    expect(link).toHaveAttribute('download', 'forgeline-agent-playbook.pdf')
    expect(click).not.toHaveBeenCalled()
  })

  it('refused: a summary links to each refused field, marked as with JavaScript, values kept', async () => {
    const { container } = renderPosted(refusedDemo)
    const summary = screen.getByRole('group', { name: SUMMARY_TITLE })
    expect(summary).toHaveAttribute('id', 'form-result-form-demo')
    const email = screen.getByLabelText('Work email')
    const company = screen.getByLabelText('Company')
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Work email: Please enter a valid work email address', `#${email.id}`],
      ['Company: This field is required', `#${company.id}`],
    ])
    // The fields exactly as after a submit with JavaScript (SPEC §5: no text for a blank one).
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter a valid work email address')
    expect(company).toHaveAttribute('aria-invalid', 'true')
    expect(company).toHaveAccessibleDescription('This field is required')
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid')
    // Every value as typed.
    expect(screen.getByLabelText('First name')).toHaveValue('Ann')
    expect(email).toHaveValue('ann@gmail.com')
    expect(screen.getByLabelText('Team size')).toHaveValue('1–10 people')
    expect(screen.getByLabelText(/What would you like to build/)).toHaveValue('A CRM\nfor bees')
    // Hydrated, focus goes to the summary (GOV.UK), and a link moves focus to its field.
    await waitFor(() => expect(summary).toHaveFocus())
    await userEvent.setup().click(links[0]!)
    expect(email).toHaveFocus()
    expect(await axeViolations(container)).toEqual([])
  })

  it('refused, then sent again with JavaScript: the summary goes, the JSON post goes out', async () => {
    const user = userEvent.setup()
    renderPosted(refusedDemo)
    await user.clear(screen.getByLabelText('Work email'))
    await user.type(screen.getByLabelText('Work email'), 'ann@acme.example')
    await user.type(screen.getByLabelText('Company'), 'Acme')
    await submitDemo(user)
    await screen.findByTestId('form-success')
    expect(screen.queryByRole('group', { name: SUMMARY_TITLE })).toBeNull()
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({
      firstName: 'Ann',
      workEmail: 'ann@acme.example',
      company: 'Acme',
    })
  })

  it('refused as a whole: the summary says why, no field is marked', () => {
    renderPosted({
      formId: 'form-demo',
      result: 'error',
      errors: { _form: 'Too many submissions from your network; please try again shortly' },
      values: { firstName: 'Ann' },
    })
    const summary = screen.getByRole('group', { name: SUMMARY_TITLE })
    expect(summary).toHaveTextContent('Too many submissions from your network')
    expect(within(summary).queryAllByRole('link')).toHaveLength(0)
    expect(document.querySelector('[aria-invalid]')).toBeNull()
    expect(screen.getByLabelText('First name')).toHaveValue('Ann')
  })

  it("ignores another form's answer, and the dialog's copy ignores its own", () => {
    renderPosted({ formId: 'form-contact', result: 'success' })
    expect(screen.queryByTestId('form-success')).toBeNull()
    render(<CmsFormView form={demo} placement="modal" posted={refusedDemo} />, {
      wrapper: SiteThemeProvider,
    })
    expect(screen.queryByRole('group', { name: SUMMARY_TITLE })).toBeNull()
  })
})

describe('CmsForm: textareas grow with their content', () => {
  it('sizes the textarea to its scroll height where field-sizing is missing', async () => {
    const { user } = renderForm(contact)
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement
    Object.defineProperty(message, 'scrollHeight', { configurable: true, value: 180 })
    await user.type(message, 'one{Enter}two{Enter}three')
    expect(message.style.height).toBe('180px')
  })
})

describe('CmsForm: a submission that fails as a whole (issue 33 item 3)', () => {
  /** The visible message by the submit button (not a live region: the status region speaks). */
  const visibleFailure = () =>
    screen.queryAllByText(FAILURE_ANNOUNCEMENT).filter((el) => !liveRegion().contains(el))

  it('a server error shows the message by the submit button, describes the button, and is announced once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(() => json(503, { status: 'error', errors: { _form: 'down' } }))
    const { user, container } = renderForm()
    await fillDemo(user)
    const button = screen.getByRole('button', { name: 'Request a demo' })
    await user.click(button)
    await waitFor(() => expect(visibleFailure()).toHaveLength(1))
    expect(visibleFailure()[0]).toBeVisible()
    expect(button).toHaveAccessibleDescription(FAILURE_ANNOUNCEMENT)
    expect(screen.getByRole('form')).toHaveAccessibleDescription(FAILURE_ANNOUNCEMENT)
    expect(liveRegion()).toHaveTextContent(FAILURE_ANNOUNCEMENT)
    // One announcement: the visible message is no live region of its own.
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(await axeViolations(container)).toEqual([])

    // The retry succeeds: the message goes with the form.
    fetchMock.mockImplementation(() => json(201, { status: 'success', id: 'lead-2' }))
    await user.click(button)
    await screen.findByTestId('form-success')
    expect(visibleFailure()).toHaveLength(0)
  })

  it('in a dialog the message opens the form and takes focus, and the live region stays quiet (issue 48 item 2)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(() => json(500, { status: 'error', errors: { _form: 'down' } }))
    const user = userEvent.setup()
    render(
      <div role="dialog" aria-label="Book a demo" style={{ overflowY: 'auto' }}>
        <CmsForm form={demo} placement="modal" />
      </div>,
      { wrapper: SiteThemeProvider },
    )
    await fillDemo(user)
    const button = screen.getByRole('button', { name: 'Request a demo' })
    await user.click(button)
    await waitFor(() => expect(visibleFailure()).toHaveLength(1))
    const message = visibleFailure()[0]!
    await waitFor(() => expect(message).toHaveFocus())
    // First in the form, before its title: where the dialog starts, by its close button.
    expect(screen.getByRole('form').firstElementChild).toBe(message)
    expect(button).toHaveAccessibleDescription(FAILURE_ANNOUNCEMENT)
    expect(liveRegion()).toHaveTextContent(/^\s*$/)
  })

  it('a network failure shows the same message; field errors on the next submit replace it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    const { user } = renderForm()
    await fillDemo(user)
    await submitDemo(user)
    await waitFor(() => expect(visibleFailure()).toHaveLength(1))
    await user.clear(screen.getByLabelText('Company'))
    await submitDemo(user)
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveFocus())
    expect(visibleFailure()).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Request a demo' })).not.toHaveAccessibleDescription()
  })
})

describe('CmsForm: live region', () => {
  it('says nothing more of field errors once a later submit succeeds (issue 33 item 5)', async () => {
    fetchMock
      .mockImplementationOnce(() =>
        json(422, {
          status: 'error',
          errors: { workEmail: 'Please enter a valid work email address' },
        }),
      )
      .mockImplementation(() => json(201, { status: 'success', id: 'lead-3' }))
    const { user } = renderForm()
    // An address only the server refuses (it knows more domains than the page loads).
    await fillDemo(user, 'ann@acme.example')
    await submitDemo(user)
    await refusedWorkEmail()
    expect(liveRegion()).toHaveTextContent(/One field needs your attention/)
    const email = screen.getByLabelText('Work email')
    await user.clear(email)
    await user.type(email, 'ada@analytical.example')
    await submitDemo(user)
    await screen.findByTestId('form-success')
    expect(liveRegion()).not.toHaveTextContent(/attention/)
  })

  it('announces again when the same outcome repeats', async () => {
    const { user } = renderForm()
    const button = screen.getByRole('button', { name: 'Request a demo' })
    await user.click(button)
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/need your attention/))
    const first = liveRegion().textContent
    await user.click(button)
    await waitFor(() => expect(liveRegion().textContent).not.toBe(first))
    expect(within(liveRegion()).getByText(/5 fields need your attention/)).toBeInTheDocument()
  })
})
