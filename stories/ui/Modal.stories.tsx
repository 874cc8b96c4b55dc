import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { CmsForm } from '@/components/forms/CmsForm'
import { Button } from '@/components/ui/Button'
import { Modal } from '@/components/ui/Modal'
import { form, theme } from '../fixtures'

const demoForm = form('form-demo')

const meta = {
  component: Modal,
  args: {
    label: 'About Agent 3',
    trigger: <Button>Open the dialog</Button>,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <h2 style={{ fontSize: 24 }}>Agent 3 plans before it builds</h2>
        <p>It writes a plan, checks each step and shows you the diff before anything ships.</p>
      </div>
    ),
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

/** Opens the dialog the way a visitor does: by clicking its trigger. */
async function open(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }))
  const dialog = await screen.findByRole('dialog')
  // It fades in: visible once its opacity is no longer 0.
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

/** Closed: only the trigger shows. */
export const Default: Story = {}

/** Label, width and theme from the controls panel (open it with the trigger). */
export const Playground: Story = { args: { maxWidth: '480px', theme: theme('theme-sand') } }

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Open the dialog')
    await expect(dialog).toHaveAccessibleName('About Agent 3')
    await expect(within(dialog).getByRole('button', { name: 'Close modal' })).toBeVisible()
  },
}

/** The header's "Book a demo" form in the modal (SPEC §9 modal form width: 648 px). */
export const WithForm: Story = {
  args: {
    label: 'Book a demo',
    trigger: <Button>Book a demo</Button>,
    children: <CmsForm form={demoForm} />,
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Book a demo')
  },
}

/** A dialog surface in a theme of its own. */
export const Themed: Story = {
  args: { theme: theme('theme-midnight') },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Open the dialog')
  },
}

/** Escape closes the dialog and gives focus back to its trigger. */
export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Open the dialog')
    await userEvent.keyboard('{Escape}')
    const trigger = within(canvasElement).getByRole('button', { name: 'Open the dialog' })
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(trigger).toHaveFocus()
  },
}
