// The booklists' closed lists, without zod: the Booklist route's loader imports them into the first load.
export const booklistStates = ['draft', 'submitted', 'final'] as const
export type BooklistState = (typeof booklistStates)[number]
export const requirements = ['essential', 'recommended', 'optional'] as const
export type Requirement = (typeof requirements)[number]
export const booklistItemStatuses = ['proposed', 'confirmed', 'ordered', 'available', 'withdrawn'] as const
export type BooklistItemStatus = (typeof booklistItemStatuses)[number]
export const booklistSortable = ['code', 'title', 'department', 'status', 'items'] as const
