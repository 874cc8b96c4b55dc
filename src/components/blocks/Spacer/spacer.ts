// The spacer block's heights (content model: `mobileSpacer`, `desktopSpacer`, px, 0-400).

export const SPACER_MIN_PX = 0
export const SPACER_MAX_PX = 400

/** A spacer height in whole px, clamped to 0-400; anything that is not a number gives 0. */
export function clampSpacer(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return SPACER_MIN_PX
  return Math.min(SPACER_MAX_PX, Math.max(SPACER_MIN_PX, Math.round(value)))
}
