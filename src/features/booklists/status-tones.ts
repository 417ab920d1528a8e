import type { BooklistItemStatus, BooklistState } from '../../contracts/booklists.ts'
import type { StatusTone } from '../../components/ui/status-badge.tsx'

export const listTone: Record<BooklistState, StatusTone> = { draft: 'neutral', submitted: 'info', final: 'success' }
export const itemTone: Record<BooklistItemStatus, StatusTone> = { proposed: 'neutral', confirmed: 'info', ordered: 'info', available: 'success', withdrawn: 'warning' }
