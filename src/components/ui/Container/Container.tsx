import styled from 'styled-components'
import { theme } from '@/theme/theme'

/** The centred content column every section lines up on. */
export const Container = styled.div<{ $width?: 'content' | 'reading' }>`
  width: 100%;
  max-width: ${({ $width }) =>
    $width === 'reading' ? theme.layout.readingWidth : theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.layout.gutter};
`
