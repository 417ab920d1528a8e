// The shape every list shares, without zod: route loaders import it into the app's first load.

/** The page sizes every list offers; the table's page-size menu shows the same. */
export const pageSizes = [25, 50, 100] as const
export type PageSize = (typeof pageSizes)[number]

/** The URL names of a list's position, the same on every list: `?sort=title&desc=true&page=2&pageSize=50`. */
export interface ListPosition<S extends string = string> {
  readonly sort?: S
  readonly desc: boolean
  readonly page: number
  readonly pageSize: PageSize
}
