import { cmsPageRoute } from '@/components/layout/CmsPage/cmsPageRoute'
import { getPage } from '@/sanity/pages'

// SPEC §2: /agent3 is the page about the agent, linked from the header as 'Agent'.
const route = cmsPageRoute({ load: (_props, draft) => getPage('agent3', draft) })

export const generateMetadata = route.generateMetadata
export default route.Page
