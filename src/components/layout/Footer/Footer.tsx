// SPEC §2 Footer: navigation columns from the CMS, 'Scroll to top', and the copyright line.
// Colours: the resolved footer theme over the footer defaults (white background, black text).
import { completeFooterTheme } from '@/theme/resolvers'
import type { CmsTheme } from '@/theme/tokens'
import { CmsLink } from '../../ui/CmsLink'
import { Container } from '../../ui/Container'
import { ThemeScope } from '../../ui/ThemeScope'
import type { FooterNavigation } from '../types'
import * as S from './Footer.styles'
import { ScrollToTopButton } from './ScrollToTopButton'

export interface FooterProps {
  navigation: FooterNavigation | null | undefined
  /** The resolved footer theme (SPEC §3 Theme selection). */
  theme?: CmsTheme
  /** Adds extra top spacing (page field renderExtraTopSpacing). Default: false. */
  renderExtraTopSpacing?: boolean | null
  /** Company name for the copyright line. */
  companyName: string
  /** The year on the copyright line. Default: the current year. */
  year?: number
}

/** SPEC §2: 'All rights reserved. Copyright © {current year} {company}.' */
export function copyrightLine(year: number, company: string): string {
  // A name that already ends in a full stop ('Inc.') takes no second one.
  return `All rights reserved. Copyright © ${year} ${company.replace(/\.+$/, '')}.`
}

export function Footer({
  navigation,
  theme,
  renderExtraTopSpacing = false,
  companyName,
  year = new Date().getFullYear(),
}: FooterProps) {
  return (
    <ThemeScope
      as={S.Root}
      theme={theme}
      fallback={completeFooterTheme(theme)}
      data-extra-top-spacing={renderExtraTopSpacing ? '' : undefined}
    >
      <Container>
        <S.Columns>
          {(navigation ?? []).map((group) => (
            <nav key={group._key} aria-labelledby={`footer-${group._key}`}>
              <S.GroupTitle id={`footer-${group._key}`}>{group.title}</S.GroupTitle>
              <S.Links>
                {(group.links ?? []).map((link) => (
                  <li key={link._key}>
                    <CmsLink value={link}>{link.text}</CmsLink>
                  </li>
                ))}
              </S.Links>
            </nav>
          ))}
        </S.Columns>
        <S.Bottom>
          <p>{copyrightLine(year, companyName)}</p>
          <ScrollToTopButton />
        </S.Bottom>
      </Container>
    </ThemeScope>
  )
}
