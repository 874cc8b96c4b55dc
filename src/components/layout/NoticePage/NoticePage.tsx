// A short page inside the site chrome: the 404 page and the login / sign-up notices.
import { PageShell, type PageShellData } from '../PageShell'
import { Notice, type NoticeProps } from './Notice'

export interface NoticePageProps extends NoticeProps {
  chrome: PageShellData | null
}

export function NoticePage({ chrome, ...notice }: NoticePageProps) {
  return (
    <PageShell draftMode={false} initial={{ data: chrome ?? {} }}>
      <Notice {...notice} />
    </PageShell>
  )
}
