import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { RichText } from '@/components/richtext/RichText'
import type { BlockStyle } from '@/components/richtext/RichText/RichText.styles'
import { ThemeScope } from '@/components/ui/ThemeScope'
import { blocksWithMark, moduleOf, page, textBlocks } from '../fixtures'

/**
 * Content from a page is shown in the theme of the section it was written for: an editor picks
 * a colour mark against that section's background, so out of it the contrast means nothing.
 */
function InItsSection({ value }: { value: readonly unknown[] }) {
  const groups: { theme: unknown; items: unknown[] }[] = []
  for (const item of value) {
    const theme = moduleOf(item)?.theme
    const last = groups.at(-1)
    if (last && last.theme === theme) last.items.push(item)
    else groups.push({ theme, items: [item] })
  }
  return groups.map((group, index) => (
    <ThemeScope key={index} theme={group.theme as never} style={{ padding: 16 }}>
      <RichText value={group.items} />
    </ThemeScope>
  ))
}

const firstSection = page('home').modules?.[0]?.content ?? []
const article = page('blog/shipping-with-agents').modules?.[0]?.content ?? []

const STYLES: BlockStyle[] = [
  'display',
  'display-2',
  'h1-headline',
  'h1',
  'h2-headline',
  'h2',
  'h3-headline',
  'h3',
  'h4',
  'normal',
  'body-2',
  'body-3',
  'body-4',
  'caption',
  'caption-2',
  'mono',
  'subheading-helvetica-20',
]
/** One text block of each style the dataset uses (every style of SPEC §3). */
const oneOfEachStyle = STYLES.flatMap((style) => {
  const found = textBlocks.find((b) => b.style === style && !b.listItem)
  return found ? [found] : []
})

const MARKS = ['strong', 'em', 'code', 'center', 'pixelText', 'typingAnimation', 'color', 'htmlTag']
/** The blocks that carry each mark (the first one per mark). */
const oneOfEachMark = [
  ...new Set(MARKS.flatMap((mark) => blocksWithMark(mark).slice(0, 1))),
  ...blocksWithMark('annotationLink').slice(0, 2),
]

const bullets = textBlocks.filter((b) => b.listItem === 'bullet').slice(0, 3)
const numbers = textBlocks.filter((b) => b.listItem === 'number').slice(0, 3)

const meta = {
  component: RichText,
  args: { value: firstSection },
  argTypes: { value: { control: 'object' }, documentBlocks: { control: false } },
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

/** The home page's first section (text and embedded blocks), in the section's theme. */
export const Default: Story = { render: (args) => <InItsSection value={args.value ?? []} /> }

/** Portable text from the controls panel. */
export const Playground: Story = { args: { value: oneOfEachStyle.slice(0, 4) } }

/** Every block style of SPEC §3, as the dataset uses them. */
export const BlockStyles: Story = { args: { value: oneOfEachStyle } }

/** Every inline mark (decorators, colour, htmlTag, links), each in its section's theme. */
export const Marks: Story = {
  args: { value: oneOfEachMark },
  render: (args) => <InItsSection value={args.value ?? []} />,
}

/** Both list kinds. */
export const Lists: Story = { args: { value: [...bullets, ...numbers] } }

/** A whole article with its table of contents, headings with anchors and embedded blocks. */
export const Article: Story = {
  args: { value: article },
  render: (args) => <InItsSection value={args.value ?? []} />,
  play: async ({ canvasElement }) => {
    const toc = within(canvasElement).getAllByRole('navigation')[0]
    await expect(toc).toBeDefined()
  },
}

/** No content: nothing is rendered. */
export const Empty: Story = { args: { value: [] } }
