// A page section: a theme scope (its colours as CSS variables) around rich text and blocks.
import styled from 'styled-components'
import { editProps } from '@/lib/editAttributes'
import { theme } from '@/theme/theme'
import type { CmsTheme } from '@/theme/tokens'
import { RichText } from '../../richtext/RichText'
import { Container } from '../../ui/Container'
import { ThemeScope } from '../../ui/ThemeScope'

// Rendered through ThemeScope's `as` (styled() would swallow ThemeScope's `theme` prop).
//
// The first section sits under the header (main is pulled up by the header's height).
const Section = styled.section`
  padding-block: ${theme.space.s8};
  main[data-under-header] > &:first-of-type {
    padding-top: calc(${theme.layout.headerHeight} + ${theme.space.s8});
  }
`

export interface ModuleGroupValue {
  _key?: string
  _type: 'moduleGroup'
  theme?: CmsTheme
  content?: readonly unknown[] | null
}

export interface ModuleGroupProps {
  value: ModuleGroupValue
  /** Every block of the page, so a table of contents can list all of its headings. */
  documentBlocks?: readonly unknown[]
}

export function ModuleGroup({ value, documentBlocks }: ModuleGroupProps) {
  return (
    <ThemeScope as={Section} theme={value.theme} data-module-key={value._key} {...editProps(value)}>
      <Container>
        <RichText value={value.content} documentBlocks={documentBlocks} />
      </Container>
    </ThemeScope>
  )
}
