import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { Notice, NoticePage } from '@/components/layout/NoticePage'
import { NOT_FOUND } from '@/app/not_found/notice'
import { homePage } from '../fixtures'

/** The site chrome of the notice pages: the home page's, without its modules (getSiteChrome). */
const chrome = { ...homePage, modules: [], headerTheme: null, theme: null }

const meta = {
  component: NoticePage,
  parameters: { layout: 'fullscreen' },
  // The 404 page's own words (src/app/not_found).
  args: { chrome, ...NOT_FOUND },
  argTypes: { chrome: { control: 'object' }, children: { control: false } },
} satisfies Meta<typeof NoticePage>

export default meta
type Story = StoryObj<typeof meta>

/** The 404 page. */
export const Default: Story = {}

/** Eyebrow and title from the controls panel. */
export const Playground: Story = { args: { eyebrow: 'Notice', title: 'Something to say' } }

export const NotFound: Story = {}

/** No content source reachable: the page still renders, without the header. */
export const WithoutChrome: Story = { args: { chrome: null } }

/**
 * The notice alone, as a page shows it when its route finds nothing after all (src/app/not-found.tsx:
 * every page carries it in its payload, so without the header and footer).
 */
export const NoticeAlone: Story = {
  render: ({ eyebrow, title, children }) => (
    <main>
      <Notice eyebrow={eyebrow} title={title}>
        {children}
      </Notice>
    </main>
  ),
}
