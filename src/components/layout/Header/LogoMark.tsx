import { fixedColors } from '@/theme/tokens'

/**
 * The product's logo mark, in the accent colour of whatever wraps it (currentColor); the stroke is
 * the site's dark background, cut out of the mark. Decorative: the link around it is named.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
      <path
        d="M10 22V10h12M10 16h8"
        stroke={fixedColors.night}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}
