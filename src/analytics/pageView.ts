// SPEC §7 Customer-data analytics (issue 11, item 2's calls): what the site reports when it first
// becomes ready and on every route change. Pure: the page's path and address, the stored
// tracking parameters and the time in; the facade calls out.
import { pageName } from './pageName'
import type { TrackingParams } from '@/lib/tracking'
import { analytics } from './analytics'

/** The calls for one page view, in the order they are made. */
export function pageViewCalls(
  pathname: string,
  pageUrl: string,
  tracking: TrackingParams,
  now: Date,
): Array<
  | ['page', string]
  | ['identify', { gclid: string; gclid_timestamp: string }]
  | ['track', 'Page View', { gclid: string; page_url: string }]
> {
  const gclid = tracking.gclid
  if (!gclid) return [['page', pageName(pathname)]]
  return [
    ['page', pageName(pathname)],
    ['identify', { gclid, gclid_timestamp: now.toISOString() }],
    ['track', 'Page View', { gclid, page_url: pageUrl }],
  ]
}

/** Reports one page view through the analytics facade. */
export function reportPageView(
  pathname: string,
  pageUrl: string,
  tracking: TrackingParams,
  now = new Date(),
) {
  for (const call of pageViewCalls(pathname, pageUrl, tracking, now)) {
    if (call[0] === 'page') analytics.page(call[1])
    else if (call[0] === 'identify') analytics.identify(call[1])
    else analytics.track(call[1], call[2])
  }
}
