import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'
import { CodeSnippet } from '@/components/blocks/CodeSnippet'
import { block } from '../fixtures'

const yaml = block('codeSnippet', (b) => b.language === 'yaml', 'YAML')
const typescript = block('codeSnippet', (b) => b.language === 'typescript', 'TypeScript')
const markdown = block('codeSnippet', (b) => b.language === 'markdown', 'Markdown')

const meta = {
  component: CodeSnippet,
  args: { value: typescript },
} satisfies Meta<typeof CodeSnippet>

export default meta
type Story = StoryObj<typeof meta>

/** A test file from the blog article, with its file name, language and Copy button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Copy/ })).toBeVisible()
  },
}

/** File name, language, code and caption from the controls panel. */
export const Playground: Story = { args: { value: { ...yaml, caption: 'Edit the caption' } } }

export const TypeScript: Story = {}
export const Yaml: Story = { args: { value: yaml } }
export const Markdown: Story = { args: { value: markdown } }

/** No file name: the language names the code region. */
export const WithoutFileName: Story = { args: { value: { ...yaml, filename: undefined } } }

/** Plain text: no language set. */
export const WithoutLanguage: Story = {
  args: { value: { ...yaml, filename: undefined, language: undefined } },
}
