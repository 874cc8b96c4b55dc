import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect } from 'storybook/test'
import { arrowRightGlyph, closeGlyph, SvgIcon } from '@/components/ui/Icon'
import { iconSet, svgIconNames } from '@/components/ui/Icon/iconSet'
import { theme } from '@/theme/theme'

const meta = {
  component: SvgIcon,
  args: { glyph: closeGlyph },
  argTypes: {
    glyph: { control: 'select', options: svgIconNames, mapping: iconSet },
    size: { control: { type: 'range', min: 12, max: 64, step: 2 } },
  },
} satisfies Meta<typeof SvgIcon>

export default meta
type Story = StoryObj<typeof meta>

/** The close cross at its own 20 px, in the text colour of the theme around it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(svg).toHaveAttribute('width', '20')
  },
}

/** Any icon at any size. */
export const Playground: Story = { args: { glyph: arrowRightGlyph, size: 32 } }

/**
 * Every interface icon at its own size and at 32 px, named. They are drawn in currentColor, so
 * each takes the colour of the control it sits in (here the accent).
 */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {svgIconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'start', gap: 8 }}>
          <span style={{ display: 'flex', alignItems: 'end', gap: 12, color: theme.color.accent }}>
            <SvgIcon
              glyph={iconSet[name]!}
              style={iconSet[name]!.size === null ? { width: 20, height: 20 } : undefined}
            />
            <SvgIcon glyph={iconSet[name]!} size={32} />
          </span>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
}
