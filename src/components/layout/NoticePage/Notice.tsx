// The notice a short page shows between header and footer (NoticePage), and what a page shows in
// its place when it has nothing else to show (the 404 inside a page's payload, the preview's
// recovery notice).
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '@/theme/theme'
import { siteThemeColors } from '@/theme/tokens'
import { Container } from '../../ui/Container'
import { ThemeScope } from '../../ui/ThemeScope'

const Section = styled.section`
  padding: calc(${theme.layout.headerHeight} + ${theme.space.s9}) 0 ${theme.space.s9};
  min-height: 60vh;
`
const Eyebrow = styled.p`
  font-size: ${theme.fontSize[40]};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: ${theme.letterSpacing.caps};
  text-transform: uppercase;
  color: ${theme.color.foregroundSecondary};
  margin-bottom: ${theme.space.s3};
`
const Title = styled.h1`
  font-size: clamp(${theme.fontSize[170]}, 6vw, ${theme.fontSize[230]});
  line-height: ${theme.lineHeight.heading};
  letter-spacing: ${theme.letterSpacing.heading};
  margin-bottom: ${theme.space.s5};
`
const Body = styled.div`
  font-size: ${theme.fontSize[80]};
  max-width: ${theme.layout.leadWidth};
  display: grid;
  gap: ${theme.space.s5};
  justify-items: start;
`

export interface NoticeProps {
  eyebrow?: string
  title: string
  children: ReactNode
}

/** The notice alone, in the site's default theme: what NoticePage shows between header and footer. */
export function Notice({ eyebrow, title, children }: NoticeProps) {
  return (
    <ThemeScope as={Section} fallback={siteThemeColors}>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        <Body>{children}</Body>
      </Container>
    </ThemeScope>
  )
}
