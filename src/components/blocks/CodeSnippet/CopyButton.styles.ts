// The copy button's own styles, apart from the snippet's (CodeSnippet.styles.ts), which only the
// server renders: the button's chunk (LazyCopyButton.tsx) ships just these.
import styled from 'styled-components'
import { theme } from '@/theme'

export const CopyButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.s1_5};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space.s3};
  border: 0;
  border-radius: ${theme.radius.medium};
  background: transparent;
  color: ${theme.color.text};
  font-family: ${theme.font.body};
  font-size: ${theme.fontSize[40]};
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, ${theme.color.text} 8%, transparent);
  }
  &[data-copied] svg {
    color: ${theme.color.accent};
  }
`
