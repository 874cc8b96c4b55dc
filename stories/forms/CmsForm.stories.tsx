import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CmsForm } from '@/components/forms/CmsForm'
import { form, forms } from '../fixtures'

const meta = {
  component: CmsForm,
  args: { form: form('form-demo') },
  argTypes: { form: { control: 'select', options: Object.keys(forms), mapping: forms } },
} satisfies Meta<typeof CmsForm>

export default meta
type Story = StoryObj<typeof meta>

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
