import type { StatusTone } from '../../components/ui/status-badge.tsx'
import { formatDay } from '../../contracts/dates.ts'
import type { AccessChangeReason, AccessReviewPerson, AccessReviewSummary, ReviewDecision, ReviewedAccess } from '../../contracts/access-reviews.ts'
import { formatNumber } from '../../app/format/count.ts'

/** A decision as the screens name it, with its badge's tone. */
export const decisionWords: Readonly<Record<ReviewDecision, { readonly label: string; readonly tone: StatusTone }>> = {
  keep: { label: 'Keep', tone: 'success' },
  change: { label: 'Change', tone: 'warning' },
  revoke: { label: 'Revoke', tone: 'danger' },
}

export const undecided = { label: 'Undecided', tone: 'neutral' } as const

export const decisionOf = (decision: ReviewDecision | null) => (decision === null ? undecided : decisionWords[decision])

/** "Open", or "Signed off by eve@… on 3 Sep 2026". */
export function reviewStatusWords(review: AccessReviewSummary): { readonly label: string; readonly tone: StatusTone } {
  if (review.status === 'open') return { label: 'Open', tone: 'info' }
  const on = review.signedOffAt === null ? '' : ` on ${formatDay(review.signedOffAt)}`
  return { label: `Signed off by ${review.signedOffBy ?? 'someone'}${on}`, tone: 'success' }
}

/** "12 of 40 decided". */
export const decidedWords = (review: Pick<AccessReviewSummary, 'decidedCount' | 'peopleCount'>) =>
  `${formatNumber(review.decidedCount)} of ${formatNumber(review.peopleCount)} decided`

export const reasonWords: Readonly<Record<AccessChangeReason, string>> = {
  permissions: 'Permissions changed',
  policy: 'Policy changed',
  facts: 'Institution settings changed',
}

/** "Booklist (/booklist)", or the path alone when the page has no menu title. */
export const pageWords = (page: ReviewedAccess['pages'][number]) => (page.title === null ? page.path : `${page.title} (${page.path})`)

export const menuWords = (item: ReviewedAccess['menu'][number]) => `${item.title} (${item.path})`

/** "approve Request: on requests of their institution that are pending": the action's key, then on which records. */
export const actionWords = (action: ReviewedAccess['actions'][number]) => `${action.key}: ${action.scope}`

/** "Rita Shah (rita@…)", or the email alone. */
export const personWords = (person: Pick<AccessReviewPerson, 'name' | 'email'>) => (person.name ? `${person.name} (${person.email})` : person.email)
