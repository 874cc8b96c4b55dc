// The marquee block's scroll speed: a duration per item, so a long strip moves at the same pace
// as a short one instead of racing past.

export type MarqueeSpeed = 'slow' | 'normal' | 'fast'

/** Seconds one item takes to cross, per speed. */
export const MARQUEE_SECONDS_PER_ITEM: Record<MarqueeSpeed, number> = {
  slow: 6,
  normal: 4,
  fast: 2.5,
}

/** The shortest loop, so a strip of one or two items does not flicker past. */
export const MARQUEE_MIN_SECONDS = 12

/** Duration in seconds of one loop of `itemCount` items; an unknown speed counts as 'normal'. */
export function marqueeDurationSeconds(itemCount: number, speed?: string | null): number {
  const perItem =
    MARQUEE_SECONDS_PER_ITEM[(speed ?? 'normal') as MarqueeSpeed] ?? MARQUEE_SECONDS_PER_ITEM.normal
  return Math.max(MARQUEE_MIN_SECONDS, Math.max(0, itemCount) * perItem)
}
