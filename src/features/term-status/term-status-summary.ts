import type { TermStatusBoard } from '../../contracts/term-status.ts'
import { formatDay } from '../../contracts/dates.ts'
import { termLabel } from '../../contracts/terms.ts'
import { termWithDates } from '../../contracts/term-dates.ts'
import { plural } from '../../app/format/count.ts'

/** "in 8 days", "today", "passed 3 days ago": how far the deadline is (daysUntil). */
export function deadlineDistance(daysLeft: number): string {
  if (daysLeft === 0) return 'today'
  return daysLeft > 0 ? `in ${daysLeft} ${plural(daysLeft, 'day')}` : `passed ${-daysLeft} ${plural(-daysLeft, 'day')} ago`
}

/** "Spring 2027 (11 Jan – 14 May 2027) · booklists due 7 Dec 2026, in 8 days"; a term that is no record has no deadline. */
export function boardSummary(board: Pick<TermStatusBoard, 'termName' | 'term' | 'daysLeft'>): string {
  if (!board.term || board.daysLeft === null) return `${termLabel(board.termName)} · no booklist deadline set`
  return `${termWithDates(board.term.name, board.term)} · booklists due ${formatDay(board.term.booklistDeadline)}, ${deadlineDistance(board.daysLeft)}`
}

/** "50%", "33.3%", or "—" for a term without courses. */
export const percentText = (percent: number | null) => (percent === null ? '—' : `${percent}%`)
