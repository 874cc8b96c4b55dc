// @vitest-environment jsdom
// Issue 33 item 4, DESIGN §3: the client components take their theme from styled-components'
// ThemeProvider, so a theme given to it is the one they paint with. The site gives it the
// createTheme contract (CSS-variable references); here a theme with literal colours shows that
// the components read the provider, not the imported object.
import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it, vi } from 'vitest'
import { CmsForm } from '@/components/forms/CmsForm'
import { Modal } from '@/components/ui/Modal'
import { form } from '../../stories/fixtures'
import { theme } from './theme'

vi.mock('next/navigation', () => ({ usePathname: () => '/demo' }))

const BACKGROUND = 'rgb(1, 2, 3)'
const TEXT = 'rgb(4, 5, 6)'

/** The site's theme with literal colours in place of its CSS-variable references. */
const literalTheme = {
  ...theme,
  color: {
    ...theme.color,
    background: BACKGROUND,
    text: TEXT,
  },
}

describe('ThemeProvider', () => {
  it("paints the modal's surface and text with the provider's theme", () => {
    render(
      <ThemeProvider theme={literalTheme}>
        <Modal open label="Book a demo">
          <p>Inside</p>
        </Modal>
      </ThemeProvider>,
    )
    const surface = screen.getByText('Inside').parentElement!
    expect(getComputedStyle(surface).backgroundColor).toBe(BACKGROUND)
    expect(getComputedStyle(surface).color).toBe(TEXT)
  })

  it("paints the form's fields with the provider's theme", () => {
    render(
      <ThemeProvider theme={literalTheme}>
        <CmsForm form={form('form-demo')} />
      </ThemeProvider>,
    )
    const field = screen.getByLabelText('Work email')
    expect(getComputedStyle(field).backgroundColor).toBe(BACKGROUND)
    expect(getComputedStyle(field).color).toBe(TEXT)
  })
})
