// The adoptions lists' closed lists, without zod: the Adoptions route's loader imports them into the first load.

/** The two views of /adoptions (`?view=awaiting`); the first is the default and leaves the URL. */
export const adoptionViews = ['courses', 'awaiting'] as const
export type AdoptionView = (typeof adoptionViews)[number]

/** The user's assigned courses sort by these; unsorted is newest term first, then code. */
export const assignedCourseSortColumns = ['code', 'title', 'term'] as const
export type AssignedCourseSortColumn = (typeof assignedCourseSortColumns)[number]

/** The proposals awaiting the user's approval sort by these; unsorted is oldest first. */
export const awaitingSortColumns = ['created', 'course', 'title'] as const
export type AwaitingSortColumn = (typeof awaitingSortColumns)[number]

/** A term filter, as the data writes terms (termPattern, "2026-autumn"); past this length it cannot match. */
export const termFilterLength = 100
