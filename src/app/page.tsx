import { cmsPageRoute } from '@/components/layout/CmsPage/cmsPageRoute'
import { FALLBACK_PRODUCT_NAME } from '@/lib/site'
import { getHomePage } from '@/sanity/pages'

// The home page: the page Site settings names, at '/'.
const route = cmsPageRoute({
  load: (_props, draft) => getHomePage(draft),
  home: true,
  fallbackMetadata: { title: { absolute: FALLBACK_PRODUCT_NAME } },
})

export const generateMetadata = route.generateMetadata
export default route.Page
