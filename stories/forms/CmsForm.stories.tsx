import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  CmsForm,
  CmsFormView,
  FAILURE_ANNOUNCEMENT,
  PENDING_LABEL,
  SUMMARY_TITLE,
} from '@/components/forms/CmsForm'
import type { DefaultSdk } from '@/components/forms/CmsForm/defaultDotCom'
import { form, forms } from '../fixtures'

// The form's states (SPEC §4) are reached the way a visitor reaches them, by the play functions;
// the network is stubbed per story (`beforeEach` returns the cleanup), so no request leaves the
// preview and each answer is the server's contract (201 {status:'success', id}).

const meta = {
  component: CmsForm,
  args: { form: form('form-demo') },
  argTypes: { form: { control: 'select', options: Object.keys(forms), mapping: forms } },
} satisfies Meta<typeof CmsForm>

export default meta
type Story = StoryObj<typeof meta>

/** Replaces window.fetch for one story; returns the cleanup Storybook calls afterwards. */
function stubFetch(answer: () => Promise<Response>) {
  const original = window.fetch
  window.fetch = () => answer()
  return () => {
    window.fetch = original
  }
}

/**
 * Records console errors for one story instead of printing them: a failed submission is logged
 * on purpose (SPEC §8), and the story checks treat any other console error as a fault.
 */
function recordConsoleErrors(into: unknown[][]) {
  const original = console.error
  console.error = (...args: unknown[]) => void into.push(args)
  return () => {
    console.error = original
  }
}

/**
 * Records the downloads the page starts (the hidden link startFileDownload clicks) and keeps the
 * browser from fetching them, so the story shows the moment the gated file is on its way.
 */
function recordDownloads(into: string[]) {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[download]')
    if (!(link instanceof HTMLAnchorElement)) return
    event.preventDefault()
    into.push(`${new URL(link.href).pathname}${new URL(link.href).search} as ${link.download}`)
  }
  document.addEventListener('click', onClick, true)
  return () => document.removeEventListener('click', onClick, true)
}

const success = () =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 'success', id: 'story-lead' }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    }),
  )

async function fillDemo(canvasElement: HTMLElement, email = 'ada@analytical.example') {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText('First name'), 'Ada')
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace')
  await userEvent.type(canvas.getByLabelText('Work email'), email)
  await userEvent.type(canvas.getByLabelText('Company'), 'Analytical Engines')
  await userEvent.selectOptions(canvas.getByLabelText('Team size'), '11–50 people')
}

/** The demo request form: first and last name share a row (SPEC §2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('form')).toBeVisible()
    await expect(canvas.getByLabelText(/First name/)).toBeVisible()
  },
}

/** Any form of the dataset. */
export const Playground: Story = { args: { form: form('form-enterprise') } }

export const DemoRequest: Story = {}

/** Optional fields say so in their label; a default submit label when the CMS has none. */
export const Contact: Story = { args: { form: form('form-contact') } }

/** The gated download form. */
export const GatedDownload: Story = { args: { form: form('form-playbook') } }

/** Sent through the form-routing provider (Default.com); its script loads on first interaction. */
export const Enterprise: Story = { args: { form: form('form-enterprise') } }

/** Filled in by a visitor, with the keyboard. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ada')
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Lovelace')
    await userEvent.type(canvas.getByLabelText(/Work email/), 'ada@analytical.example')
    await expect(canvas.getByLabelText(/Work email/)).toHaveValue('ada@analytical.example')
  },
}

/**
 * Sent empty: every required label turns red with a warning sign (no text, SPEC §5; screen
 * readers hear "This field is required"), and the first field has focus.
 */
export const RequiredErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Request a demo' }))
    const first = canvas.getByLabelText('First name')
    await waitFor(() => expect(first).toHaveFocus())
    await expect(first).toHaveAttribute('aria-invalid', 'true')
    await expect(first).toHaveAccessibleDescription('This field is required')
  },
}

/** A free-mail address on a work e-mail field: the red tooltip with SPEC §8's text. */
export const WorkEmailError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillDemo(canvasElement, 'ann@gmail.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Request a demo' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Work email')).toHaveAccessibleDescription(
        'Please enter a valid work email address',
      ),
    )
  },
}

/** A malformed address, flagged when the visitor leaves the field. */
export const EmailFormatError: Story = {
  args: { form: form('form-contact') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@example')
    await userEvent.tab()
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      ),
    )
  },
}

/** A likely typo: "Did you mean ann@gmail.com?", one click to accept; it never blocks a submit. */
export const Suggestion: Story = {
  args: { form: form('form-contact') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@gmial.com')
    await userEvent.tab()
    await expect(
      await canvas.findByRole('button', { name: 'Did you mean ann@gmail.com?' }),
    ).toBeVisible()
  },
}

/** Waiting for the server: the button says so and a second press sends nothing. */
export const Pending: Story = {
  beforeEach: () => stubFetch(() => new Promise<Response>(() => {})),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillDemo(canvasElement)
    const button = canvas.getByRole('button', { name: 'Request a demo' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAccessibleName(PENDING_LABEL))
    await expect(button).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Sent: the CMS success message (rich text) takes the form's place and has focus. */
export const Success: Story = {
  beforeEach: () => stubFetch(success),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillDemo(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Request a demo' }))
    const message = await canvas.findByTestId('form-success')
    await expect(message).toHaveTextContent('Thanks — your request is in.')
    await waitFor(() => expect(message).toHaveFocus())
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** Sent, with no success message in the CMS: 'Thank you for submitting the form'. */
export const SuccessDefaultMessage: Story = {
  args: { form: { ...form('form-contact'), successMessage: null } },
  beforeEach: () => stubFetch(success),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Full name'), 'Ann Smith')
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@acme.example')
    await userEvent.selectOptions(canvas.getByLabelText('Topic'), 'Sales')
    await userEvent.type(canvas.getByLabelText('Message'), 'Hello!')
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
    await expect(await canvas.findByTestId('form-success')).toHaveTextContent(
      'Thank you for submitting the form',
    )
  },
}

/**
 * The enterprise form through the form-routing provider, with a stand-in for the provider's
 * script that answers success: the form's own success message follows.
 */
export const DefaultDotComSent: Story = {
  args: { form: form('form-enterprise') },
  beforeEach: () => {
    const sdk: DefaultSdk = { submit: (_submission, callbacks) => callbacks?.onSuccess?.({}) }
    window.DefaultSDK = sdk
    return () => {
      delete window.DefaultSDK
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('First name'), 'Ada')
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace')
    await userEvent.type(canvas.getByLabelText('Work email'), 'ada@analytical.example')
    await userEvent.type(canvas.getByLabelText('Company'), 'Analytical Engines')
    await userEvent.selectOptions(canvas.getByLabelText('Number of employees'), 'Fewer than 500')
    await userEvent.click(canvas.getByRole('button', { name: 'Contact the enterprise team' }))
    await expect(await canvas.findByTestId('form-success')).toHaveTextContent(
      'An enterprise specialist will be in touch',
    )
  },
}

/** A long message: the textarea has grown with its content (SPEC §2). */
export const LongMessage: Story = {
  args: { form: form('form-contact') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const message = canvas.getByLabelText('Message')
    const before = message.getBoundingClientRect().height
    await userEvent.type(
      message,
      'We run three product teams.{Enter}Each ships weekly.{Enter}We want one agent workflow.{Enter}Can we talk next week?{Enter}Thanks!',
    )
    await waitFor(() => expect(message.getBoundingClientRect().height).toBeGreaterThan(before))
  },
}

const loggedErrors: unknown[][] = []

/**
 * The server could not take the submission (a 503 while the leads store is down): the form stays
 * as it was, the message under the button says so (and describes the button), the status region
 * reads it out once, and the console has the cause (issue 33 item 3).
 */
export const ServerError: Story = {
  beforeEach: () => {
    loggedErrors.length = 0
    const restoreConsole = recordConsoleErrors(loggedErrors)
    const restoreFetch = stubFetch(() =>
      Promise.resolve(
        Response.json(
          { status: 'error', errors: { _form: 'The form cannot be sent right now' } },
          { status: 503, headers: { 'Retry-After': '30' } },
        ),
      ),
    )
    return () => {
      restoreFetch()
      restoreConsole()
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillDemo(canvasElement)
    const button = canvas.getByRole('button', { name: 'Request a demo' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAccessibleDescription(FAILURE_ANNOUNCEMENT))
    await expect(canvas.getAllByText(FAILURE_ANNOUNCEMENT)[0]).toBeVisible()
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada')
    await expect(loggedErrors.map(([message]) => message)).toEqual([
      expect.stringContaining('could not be sent'),
    ])
  },
}

/** No answer at all (the network is down): the same message under the button. */
export const NetworkFailure: Story = {
  beforeEach: () => {
    loggedErrors.length = 0
    const restoreConsole = recordConsoleErrors(loggedErrors)
    const restoreFetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    return () => {
      restoreFetch()
      restoreConsole()
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillDemo(canvasElement)
    const button = canvas.getByRole('button', { name: 'Request a demo' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAccessibleDescription(FAILURE_ANNOUNCEMENT))
    await expect(loggedErrors).toHaveLength(1)
  },
}

const downloads: string[] = []

/**
 * The gated download sent (SPEC §4, §7 File download): the file's download starts first, then the
 * CMS success message takes the form's place and has focus.
 */
export const GatedDownloadSuccess: Story = {
  args: { form: form('form-playbook') },
  beforeEach: () => {
    downloads.length = 0
    const stopRecording = recordDownloads(downloads)
    const restoreFetch = stubFetch(success)
    return () => {
      restoreFetch()
      stopRecording()
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Work email'), 'ada@analytical.example')
    await userEvent.click(canvas.getByRole('button', { name: 'Download the PDF' }))
    const message = await canvas.findByTestId('form-success')
    await expect(message).toHaveTextContent('Your download has started.')
    await waitFor(() => expect(message).toHaveFocus())
    await expect(downloads).toEqual([
      '/files/embedded/migration/efe7cc712c2f0354df300debbf9e1fed44fc8ba6.pdf?dl=forgeline-agent-playbook.pdf as forgeline-agent-playbook.pdf',
    ])
  },
}

// Issue 48: what a post without JavaScript comes back to. The page answers the post with the form
// in the state the server function gave it (React's useActionState); these stories give the form
// that state directly. The route tests post real forms with JavaScript off (e2e/routes/noJsForm.spec.ts).

/**
 * Sent without JavaScript, a gated form: its own success message in the form's place, and a link
 * to the file, which nothing could start by itself.
 */
export const SentWithoutJavaScript: Story = {
  args: { form: form('form-playbook') },
  render: (args) => (
    <CmsFormView {...args} posted={{ formId: 'form-playbook', result: 'success' }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const message = canvas.getByTestId('form-success')
    await expect(message).toHaveTextContent('Your download has started.')
    await expect(
      within(message).getByRole('link', { name: 'Download forgeline-agent-playbook.pdf' }),
    ).toHaveAttribute(
      'href',
      '/files/embedded/migration/efe7cc712c2f0354df300debbf9e1fed44fc8ba6.pdf?dl=forgeline-agent-playbook.pdf',
    )
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/**
 * Refused without JavaScript (a free-mail address on the work e-mail form): the error summary
 * above the form links to the field, which is marked as after a submit with JavaScript, and every
 * value is as the visitor typed it.
 */
export const RefusedWithoutJavaScript: Story = {
  render: (args) => (
    <CmsFormView
      {...args}
      posted={{
        formId: 'form-demo',
        result: 'error',
        errors: { workEmail: 'Please enter a valid work email address' },
        values: {
          firstName: 'Ann',
          lastName: 'Smith',
          workEmail: 'ann@gmail.com',
          company: 'Acme',
          teamSize: '1–10 people',
          message: 'A CRM for bees',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summary = canvas.getByRole('group', { name: SUMMARY_TITLE })
    await waitFor(() => expect(summary).toHaveFocus())
    const email = canvas.getByLabelText('Work email')
    await expect(
      within(summary).getByRole('link', {
        name: 'Work email: Please enter a valid work email address',
      }),
    ).toHaveAttribute('href', `#${email.id}`)
    await expect(email).toHaveValue('ann@gmail.com')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid work email address')
    await expect(canvas.getByLabelText('Team size')).toHaveValue('1–10 people')
  },
}

/** Refused as a whole without JavaScript (too many posts from one network): said in the summary. */
export const RefusedAsAWholeWithoutJavaScript: Story = {
  args: { form: form('form-contact') },
  render: (args) => (
    <CmsFormView
      {...args}
      posted={{
        formId: 'form-contact',
        result: 'error',
        errors: { _form: 'Too many submissions from your network; please try again shortly' },
        values: { fullName: 'Ann Smith', email: 'ann@acme.example', topic: 'Billing' },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('group', { name: SUMMARY_TITLE })).toHaveTextContent(
      'Too many submissions from your network',
    )
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Ann Smith')
  },
}
