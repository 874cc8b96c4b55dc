import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { iconUrl } from '@/components/ui/CmsImage'
import { Icon } from '@/components/ui/Icon'
import { contentOfType } from '../fixtures'

const icons = contentOfType('valuePropGrid')
  .flatMap((grid) => grid.items ?? [])
  .map((item) => iconUrl(item.icon))
  .filter((url): url is string => !!url)

const meta = {
  component: Icon,
  args: { url: icons[0], size: 32 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 96, step: 4 } } },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Any icon of the dataset at any size. */
export const Playground: Story = {
  args: { size: 64 },
  argTypes: { url: { control: 'select', options: icons } },
}

/** SVG icons are masks, so they take the accent colour of the theme they sit in. */
export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {[...new Set(icons)].map((url) => (
        <Icon key={url} {...args} url={url} />
      ))}
    </div>
  ),
}

export const Small: Story = { args: { size: 16 } }
export const Large: Story = { args: { size: 64 } }

/** No URL: nothing is rendered. */
export const Empty: Story = { args: { url: null } }
