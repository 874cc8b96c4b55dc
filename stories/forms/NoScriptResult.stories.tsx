import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { FormNoScriptResult, NO_SCRIPT_ERROR, NO_SCRIPT_RESULT } from '@/components/forms/CmsForm'
import { formResultAnchor } from '@/lib/leadContract'
import { form, forms } from '../fixtures'

// What a visitor without JavaScript comes back to after posting a form (DESIGN §4.3): the server
// redirects to the page with `#form-result-{id}` or `#form-error-{id}`, and CSS `:target` shows
// that note above the form. A story cannot turn JavaScript off, so each play function follows the
// same fragment the redirect names (after the render: a browser picks the target when the
// fragment changes). The route tests post real forms with JavaScript off (e2e/formStates.spec.ts).

const meta = {
  component: FormNoScriptResult,
  parameters: { layout: 'padded' },
  args: { form: form('form-contact') },
  argTypes: { form: { control: 'select', options: Object.keys(forms), mapping: forms } },
} satisfies Meta<typeof FormNoScriptResult>

export default meta
type Story = StoryObj<typeof meta>

/** Follows the redirect's fragment; the cleanup takes it off the address again. */
function showOutcome(formId: string, outcome: 'success' | 'error') {
  window.location.hash = formResultAnchor(formId, outcome)
}
const clearOutcome = () => () => {
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}`)
}

/** Sent: the thank-you note. */
export const Default: Story = {
  beforeEach: clearOutcome,
  play: async ({ canvasElement, args }) => {
    showOutcome(args.form._id, 'success')
    await expect(within(canvasElement).getByText(NO_SCRIPT_RESULT)).toBeVisible()
    await expect(within(canvasElement).getByText(NO_SCRIPT_ERROR)).not.toBeVisible()
  },
}

/** Any form of the dataset, sent. */
export const Playground: Story = {
  args: { form: form('form-demo') },
  beforeEach: clearOutcome,
  play: async ({ args }) => showOutcome(args.form._id, 'success'),
}

/** A gated form sent: the file cannot start by itself, so the note links to it (SPEC §7). */
export const SentWithDownload: Story = {
  args: { form: form('form-playbook') },
  beforeEach: clearOutcome,
  play: async ({ canvasElement, args }) => {
    showOutcome(args.form._id, 'success')
    await expect(
      within(canvasElement).getByRole('link', { name: 'Download forgeline-agent-playbook.pdf' }),
    ).toBeVisible()
  },
}

/** Refused (a field the server would not take, or the store was down): the form was not sent. */
export const Refused: Story = {
  args: { form: form('form-demo') },
  beforeEach: clearOutcome,
  play: async ({ canvasElement, args }) => {
    showOutcome(args.form._id, 'error')
    await expect(within(canvasElement).getByText(NO_SCRIPT_ERROR)).toBeVisible()
    await expect(within(canvasElement).getByText(NO_SCRIPT_RESULT)).not.toBeVisible()
  },
}
