// SPEC §3 Theme selection. Pure functions: the page shell calls them, unit tests pin each rule.
import type { CmsTheme, ThemeColors, ThemeTone } from './tokens'
import { defaultHeaderTone, footerThemeColors, siteThemeColors } from './tokens'
import { theme } from './theme'
import { safeColor } from '@/lib/safeValues'

/** The part of a page module the resolvers read: its `_type` and optional theme. */
export interface ThemedModule {
  _type: string
  theme?: CmsTheme
}

/** The part of the page data (`initial.data`) the resolvers read. */
export interface ThemedPageData {
  theme?: CmsTheme
  headerTheme?: CmsTheme
  modules?: readonly ThemedModule[] | null
}

const MODULE_GROUP = 'moduleGroup'

function hasAnyColor(theme: CmsTheme): theme is NonNullable<CmsTheme> {
  return !!theme && Object.values(theme).some(Boolean)
}

/**
 * Footer theme: start with the page theme, else the page data's header theme; then every
 * moduleGroup overrides it with its own theme, so the last group wins (the footer continues the
 * colours of the section right above it). As SPEC says, a last group without a theme leaves the
 * footer with no theme, i.e. its white/black defaults.
 */
export function resolveFooterTheme(data: ThemedPageData | null | undefined): CmsTheme {
  let chosen: CmsTheme = hasAnyColor(data?.theme) ? data?.theme : (data?.headerTheme ?? undefined)
  for (const group of data?.modules ?? []) {
    if (group._type === MODULE_GROUP) chosen = group.theme ?? undefined
  }
  return chosen
}

/**
 * Header theme: the page-level headerTheme when present; otherwise the theme of the first
 * moduleGroup whose theme has a backgroundColor (the section the header sits on).
 */
export function resolveHeaderTheme(
  pageHeaderTheme: CmsTheme,
  modules: readonly ThemedModule[] | null | undefined,
): CmsTheme {
  if (hasAnyColor(pageHeaderTheme)) return pageHeaderTheme
  return modules?.find((m) => m._type === MODULE_GROUP && !!m.theme?.backgroundColor)?.theme
}

/** Fills the colours a CMS theme leaves out from `fallback`. */
export function completeTheme(cms: CmsTheme, fallback: ThemeColors = siteThemeColors): ThemeColors {
  return {
    // Issue 9: a CMS colour reaches CSS only as hex; anything else falls back.
    colorAccent: safeColor(cms?.colorAccent) ?? fallback.colorAccent,
    accentBackgroundColor: safeColor(cms?.accentBackgroundColor) ?? fallback.accentBackgroundColor,
    backgroundColor: safeColor(cms?.backgroundColor) ?? fallback.backgroundColor,
    textColor: safeColor(cms?.textColor) ?? fallback.textColor,
    foregroundSecondaryColor:
      safeColor(cms?.foregroundSecondaryColor) ?? fallback.foregroundSecondaryColor,
  }
}

/** The footer's colours: SPEC §3 Footer defaults (white background, black text) under the theme. */
export function completeFooterTheme(cms: CmsTheme): ThemeColors {
  return completeTheme(cms, footerThemeColors)
}

/** Parses #rgb or #rrggbb into [r, g, b]; null for anything else. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m?.[1]) return null
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

/** "r, g, b" for `rgba(var(--x), alpha)` styling (the process block's themeRgb). */
export function themeRgb(hex: string): string {
  return (hexToRgb(hex) ?? [0, 0, 0]).join(', ')
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** 'dark' when the background is dark (light text on it), else 'light'. */
export function themeTone(cms: CmsTheme): ThemeTone {
  const rgb = cms?.backgroundColor ? hexToRgb(cms.backgroundColor) : null
  if (!rgb) return defaultHeaderTone
  return relativeLuminance(rgb) < 0.18 ? 'dark' : 'light'
}

/** The CSS custom properties a ThemeScope writes for a theme (names from the contract). */
export function themeToCssVars(colors: ThemeColors): Record<string, string> {
  const v = theme.vars.color
  return {
    [v.accent]: colors.colorAccent,
    [v.accentBackground]: colors.accentBackgroundColor,
    [v.background]: colors.backgroundColor,
    [v.text]: colors.textColor,
    [v.foregroundSecondary]: colors.foregroundSecondaryColor,
  }
}
