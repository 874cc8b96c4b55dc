import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { FormBlock } from '@/components/blocks/FormBlock'
import { block } from '../fixtures'

const byForm = (id: string) => block('formBlock', (b) => b.form?._id === id, id)

const meta = {
  component: FormBlock,
  args: { value: byForm('form-contact') },
} satisfies Meta<typeof FormBlock>

export default meta
type Story = StoryObj<typeof meta>

/** The contact page's form, in its card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The form is its own chunk (issue 10): it may arrive a moment after the card.
    await expect(await within(canvasElement).findByRole('form')).toBeVisible()
  },
}

/** The form document from the controls panel. */
export const Playground: Story = { args: { value: byForm('form-demo') } }

export const Contact: Story = {}
export const DemoRequest: Story = { args: { value: byForm('form-demo') } }
export const GatedDownload: Story = { args: { value: byForm('form-playbook') } }
export const Enterprise: Story = { args: { value: byForm('form-enterprise') } }

/** A dangling form reference: nothing is rendered. */
export const MissingForm: Story = {
  args: { value: { ...byForm('form-contact'), form: null as never } },
}
