import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { SimpleRichText } from '@/components/richtext/SimpleRichText'
import { form, promo } from '../fixtures'

const promoText = (promo.promoText ?? []) as Parameters<typeof SimpleRichText>[0]['value']
const successMessage = (form('form-contact').successMessage ?? []) as typeof promoText

const meta = {
  component: SimpleRichText,
  args: { value: promoText },
  argTypes: { value: { control: 'object' } },
} satisfies Meta<typeof SimpleRichText>

export default meta
type Story = StoryObj<typeof meta>

/** The promo bar's text: marks and a link, no embedded blocks. */
export const Default: Story = {}

/** Portable text from the controls panel. */
export const Playground: Story = { args: { value: successMessage } }

export const PromoText: Story = {}

/** A form's success message. */
export const FormSuccessMessage: Story = { args: { value: successMessage } }

/** No content: nothing is rendered. */
export const Empty: Story = { args: { value: [] } }
