import styled from 'styled-components'
import { media, theme } from '@/theme'
import { frameStyles, hairline } from '../BlockFrame'

/** As wide as the text column, so it lines up with the prose around it. */
export const Figure = styled.figure`
  ${frameStyles}
`

export const Panel = styled.div`
  overflow: hidden;
  border: ${hairline};
  border-radius: ${theme.radius.large};
  background: ${theme.color.accentBackground};
  color: ${theme.color.text};
`

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.s3};
  min-height: 52px;
  padding: ${theme.space.s1} ${theme.space.s1} ${theme.space.s1} ${theme.space.s4};
  border-bottom: ${hairline};
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize[20]};
`

/** Three muted dots: the window chrome readers know from editors and terminals. */
export const Dots = styled.span`
  display: none;
  gap: ${theme.space.s1_5};
  ${media.tablet} {
    display: inline-flex;
  }
  &::before,
  &::after,
  & > span {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${theme.radius.pill};
    background: color-mix(in srgb, ${theme.color.text} 22%, transparent);
  }
`

export const FileName = styled.span`
  overflow: hidden;
  font-weight: ${theme.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`

export const Actions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.s2};
  margin-left: auto;
`

export const Language = styled.span`
  padding: ${theme.space.s0_5} ${theme.space.s2};
  border-radius: ${theme.radius.pill};
  background: color-mix(in srgb, ${theme.color.accent} 14%, transparent);
  color: ${theme.color.text};
  font-size: ${theme.fontSize[10]};
  white-space: nowrap;
`

/** Scrolls sideways rather than wrapping, so indentation stays exact; focusable to scroll by key. */
export const Pre = styled.pre`
  margin: 0;
  padding: ${theme.space.s5};
  overflow-x: auto;
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize[30]};
  line-height: ${theme.lineHeight.relaxed};
  tab-size: 2;
  white-space: pre;
  ${media.tablet} {
    font-size: ${theme.fontSize[40]};
    padding: ${theme.space.s5} ${theme.space.s6};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  code {
    font: inherit;
  }
`

export const Caption = styled.figcaption`
  margin-top: ${theme.space.s3};
  font-size: ${theme.fontSize[40]};
  line-height: ${theme.lineHeight.normal};
  color: ${theme.color.foregroundSecondary};
`
