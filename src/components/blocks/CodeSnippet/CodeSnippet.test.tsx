// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  blockValue,
  expectFigureCaption,
  expectRendersNothing,
  renderBlock,
  renderCheckedBlock,
} from '../testing'
import { CodeSnippet, codeRegionLabel } from './CodeSnippet'
import { COPIED_RESET_MS } from './CopyButton'

// The copy button is its own chunk on the site (LazyCopyButton.tsx, next/dynamic); here it renders
// at once, as it does in the server's HTML.
vi.mock('./LazyCopyButton', async () => ({
  LazyCopyButton: (await import('./CopyButton')).CopyButton,
}))

const code = `import { createAgent } from '@forgeline/sdk'

const agent = createAgent({ project: 'invoice-portal', model: 'forgeline-pro' })
await agent.run('Add a CSV export to the invoices table and write the tests for it')
`

const value = blockValue('codeSnippet', {
  filename: 'agent.ts',
  language: 'typescript',
  code,
  caption: 'Start an agent run from your own scripts.',
})

afterEach(() => {
  vi.useRealTimers()
})

describe('CodeSnippet', () => {
  it('shows the code in a named region you can focus, in a figure with its caption', async () => {
    await renderCheckedBlock(<CodeSnippet value={value} />)
    const { figure } = expectFigureCaption('Start an agent run from your own scripts.')
    expect(within(figure).getByText('agent.ts')).toBeVisible()
    expect(within(figure).getByText('TypeScript')).toBeVisible()
    const region = within(figure).getByRole('region', { name: 'Code: agent.ts' })
    expect(region.tagName).toBe('PRE')
    expect(region.querySelector('code')).toHaveTextContent(/createAgent/)
    region.focus()
    expect(region).toHaveFocus()
  })

  it('copies the code and says "Copied", then "Copy" again', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderBlock(<CodeSnippet value={value} />)
    const button = screen.getByRole('button', { name: /^Copy\s*code$/ })
    expect(button).toHaveTextContent('Copy')
    await act(async () => {
      fireEvent.click(button)
    })
    expect(writeText).toHaveBeenCalledWith(code.trimEnd())
    expect(button).toHaveTextContent('Copied')
    expect(button.querySelector('[aria-live="polite"]')).toHaveTextContent('Copied')
    act(() => {
      vi.advanceTimersByTime(COPIED_RESET_MS)
    })
    expect(button).toHaveTextContent('Copy')
  })

  it('names the region by language when there is no file name', () => {
    expect(codeRegionLabel(undefined, 'python')).toBe('Code: Python')
    expect(codeRegionLabel(undefined, 'text')).toBe('Code')
    expect(codeRegionLabel(null, null)).toBe('Code')
  })

  it('renders nothing without code', () => {
    expectRendersNothing(<CodeSnippet value={{ ...value, code: '' }} />)
  })
})
