// SPEC §2 Common page layout, in its order: (1) footer theme setup, (2) the header when the page
// data has one, given the promo and the header theme, (3) the body in a main area pulled up under
// the header, (4) the footer from the footer navigation, (5) the draft-mode overlay.
import type { ReactNode } from 'react'
import { authTarget } from '@/lib/links'
import { FALLBACK_COMPANY_NAME, FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { resolveFooterTheme, resolveHeaderTheme, type ThemedModule } from '@/theme/resolvers'
import type { CmsTheme } from '@/theme/tokens'
import { ThemeScope } from '../../ui/ThemeScope'
import { Footer } from '../Footer'
import { Header } from '../Header'
import { LazyPreviewBanner } from '../PreviewBanner/LazyPreviewBanner'
import type { FooterNavigation, HeaderData, PromoData, SiteSettingsData } from '../types'
import { Main, SkipLink } from './PageShell.styles'

/** SPEC §3 Page props: the page data the shell reads. */
export interface PageShellData {
  theme?: CmsTheme
  headerTheme?: CmsTheme
  header?: HeaderData | null
  promo?: PromoData | null
  footer?: { navigation?: FooterNavigation | null } | null
  modules?: readonly ThemedModule[] | null
  settings?: Partial<SiteSettingsData> | null
}

export interface PageShellProps {
  /** When true the draft preview overlay is loaded and shown. */
  draftMode: boolean
  /** Page-level header theme; wins over the first themed module group. */
  headerTheme?: CmsTheme
  /** Adds extra top spacing to the footer. */
  renderExtraTopSpacing?: boolean | null
  initial: { data: PageShellData }
  /** The page body. */
  children: ReactNode
}

export function PageShell({
  draftMode,
  headerTheme,
  renderExtraTopSpacing,
  initial,
  children,
}: PageShellProps) {
  const { data } = initial
  // (1) Footer theme setup.
  const footerTheme = resolveFooterTheme(data)
  const resolvedHeaderTheme = resolveHeaderTheme(headerTheme, data.modules)
  const settings = data.settings ?? {}
  const isDevelopment = process.env.NODE_ENV === 'development'
  const appOrigin = process.env.NEXT_PUBLIC_APP_ORIGIN
  const hasHeader = !!data.header
  return (
    <>
      <SkipLink id="skip-link" href="#main">
        Skip to content
      </SkipLink>
      {data.header && (
        <Header
          header={data.header}
          promo={data.promo}
          theme={resolvedHeaderTheme}
          productName={settings.productName || FALLBACK_PRODUCT_NAME}
          loginHref={authTarget('/login', {
            configured: settings.loginUrl,
            appOrigin,
            isDevelopment,
          })}
          signupHref={authTarget('/signup', {
            configured: settings.signupUrl,
            appOrigin,
            isDevelopment,
          })}
        />
      )}
      {/* The page theme colours the body; module groups without a theme inherit it. */}
      <ThemeScope
        as={Main}
        theme={data.theme}
        id="main"
        tabIndex={-1}
        data-under-header={hasHeader ? '' : undefined}
      >
        {children}
      </ThemeScope>
      <Footer
        navigation={data.footer?.navigation}
        theme={footerTheme}
        renderExtraTopSpacing={renderExtraTopSpacing}
        companyName={settings.companyName || FALLBACK_COMPANY_NAME}
      />
      {/* Only in draft mode: published visitors never download it. */}
      {draftMode && <LazyPreviewBanner />}
    </>
  )
}
