// The demo request form (/demo, the header's modal) filled in as a visitor would, by label. One
// visitor by default; a test that needs another (a free-mail address, a refused post) says so.
import type { Locator } from '@playwright/test'

export const demoVisitor = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@analytical.example',
  company: 'Analytical Engines',
  teamSize: '11–50 people',
}

/** A visitor the work-e-mail rule refuses (a free-mail address). */
export const freeMailVisitor = {
  first: 'Ann',
  last: 'Smith',
  email: 'ann@gmail.com',
  company: 'Acme',
  teamSize: '1–10 people',
}

export async function fillDemoForm(form: Locator, visitor: Partial<typeof demoVisitor> = {}) {
  const v = { ...demoVisitor, ...visitor }
  await form.getByLabel('First name').fill(v.first)
  await form.getByLabel('Last name').fill(v.last)
  await form.getByLabel('Work email').fill(v.email)
  await form.getByLabel('Company').fill(v.company)
  await form.getByLabel('Team size').selectOption(v.teamSize)
}
