// A whole content-managed page: the shell around the page's modules, and its structured data.
import { jsonLdText } from '@/lib/seo'
import { BlockRenderer } from '../../blocks/BlockRenderer'
import { PageShell } from '../PageShell'
import type { PageResult } from '../types'

export interface CmsPageProps {
  page: PageResult
  draftMode: boolean
  /** JSON-LD for search engines (issue 9); a data block, never run as script. */
  structuredData?: Record<string, unknown>[]
}

export function CmsPage({ page, draftMode, structuredData }: CmsPageProps) {
  return (
    <PageShell
      draftMode={draftMode}
      headerTheme={page.headerTheme}
      renderExtraTopSpacing={page.renderExtraTopSpacing}
      initial={{ data: page }}
    >
      {structuredData?.length ? (
        <script
          type="application/ld+json"
          // The JSON is escaped for HTML by jsonLdText: no value can close the element.
          dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }}
        />
      ) : null}
      <BlockRenderer modules={page.modules} draftMode={draftMode} />
    </PageShell>
  )
}
