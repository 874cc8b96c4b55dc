// What TrackingCapture does for each page shown, in a chunk of its own that loads right after
// hydration (issue 49): the address's tracking parameters kept for the session, then the page
// view reported (SPEC §3, §7).
import { captureTracking, readTracking } from '@/lib/tracking'
import { reportPageView } from './pageView'
import { sessionStorageOrNull } from './TrackingCapture'

/** One page shown: `search` and `href` are its address as it was shown. */
export function pageShown(pathname: string, search: string, href: string) {
  const storage = sessionStorageOrNull()
  captureTracking(search, storage)
  // A build with no analytics service drops the page view calls (next.config.ts).
  if (process.env.FL_ANALYTICS_ENABLED === '1') {
    reportPageView(pathname, href, readTracking(storage))
  }
}
