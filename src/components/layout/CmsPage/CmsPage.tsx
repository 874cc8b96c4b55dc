// A whole content-managed page: the shell around the page's modules.
import { BlockRenderer } from '../../blocks/BlockRenderer'
import { PageShell } from '../PageShell'
import type { PageResult } from '../types'

export interface CmsPageProps {
  page: PageResult
  draftMode: boolean
}

export function CmsPage({ page, draftMode }: CmsPageProps) {
  return (
    <PageShell
      draftMode={draftMode}
      headerTheme={page.headerTheme}
      renderExtraTopSpacing={page.renderExtraTopSpacing}
      initial={{ data: page }}
    >
      <BlockRenderer modules={page.modules} draftMode={draftMode} />
    </PageShell>
  )
}
