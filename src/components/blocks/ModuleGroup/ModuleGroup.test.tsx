// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ModuleGroup } from './ModuleGroup'

describe('ModuleGroup', () => {
  it('renders a section that carries its theme as CSS variables', () => {
    const { container } = render(
      <ModuleGroup
        value={{
          _type: 'moduleGroup',
          _key: 'm1',
          theme: { backgroundColor: '#ffffff', textColor: '#1b2333' },
          content: [
            {
              _type: 'block',
              _key: 'b1',
              style: 'h2',
              markDefs: [],
              children: [{ _type: 'span', _key: 's1', text: 'Hello there', marks: [] }],
            },
          ],
        }}
      />,
    )
    const section = container.querySelector('section')!
    expect(section.style.getPropertyValue('--fl-color-background')).toBe('#ffffff')
    expect(section.style.getPropertyValue('--fl-color-text')).toBe('#1b2333')
    expect(screen.getByRole('heading', { level: 2, name: 'Hello there' })).toHaveAttribute(
      'id',
      'hello-there',
    )
  })
})
