// SPEC §2 Footer: navigation columns from the CMS, 'Scroll to top', and the copyright line.
// Colours: the resolved footer theme over the footer defaults (white background, black text).
// Issue 11, item 7: with a consent mode other than 'off', a 'Cookie settings' link as well.
import { CONSENT_MODE, type ConsentMode } from '@/analytics/consent'
import { completeFooterTheme } from '@/theme/resolvers'
import type { CmsTheme } from '@/theme/tokens'
import { Container } from '../../ui/Container'
import { ThemeScope } from '../../ui/ThemeScope'
import type { FooterNavigation } from '../types'
import * as S from './Footer.styles'
import { CookieSettingsButton } from './CookieSettingsButton'
import { CopyrightLine } from './CopyrightLine'
import { ScrollToTopButton } from './ScrollToTopButton'

export interface FooterProps {
  navigation: FooterNavigation | null | undefined
  /** The resolved footer theme (SPEC §3 Theme selection). */
  theme?: CmsTheme
  /** Adds extra top spacing (page field renderExtraTopSpacing). Default: false. */
  renderExtraTopSpacing?: boolean | null
  /** Company name for the copyright line. */
  companyName: string
  /** The year on the copyright line. Default: the current year (in the visitor's browser). */
  year?: number
  /** The consent mode; anything but 'off' adds 'Cookie settings'. Default: CONSENT_MODE. */
  consentMode?: ConsentMode
}

export function Footer({
  navigation,
  theme,
  renderExtraTopSpacing = false,
  companyName,
  year,
  consentMode = CONSENT_MODE,
}: FooterProps) {
  return (
    <ThemeScope
      as={S.Root}
      fallback={completeFooterTheme(theme)}
      data-extra-top-spacing={renderExtraTopSpacing ? '' : undefined}
    >
      <Container>
        <nav aria-label="Footer">
          <S.Columns>
            {(navigation ?? []).map((group) => (
              <div key={group._key}>
                <S.Links links={group.links} title={group.title} titleAs={S.GroupTitle} />
              </div>
            ))}
          </S.Columns>
        </nav>
        <S.Bottom>
          <CopyrightLine companyName={companyName} year={year} />
          {consentMode !== 'off' && <CookieSettingsButton />}
          <ScrollToTopButton />
        </S.Bottom>
      </Container>
    </ThemeScope>
  )
}
