import { booklistFileColumns } from '../../../contracts/booklist-file.ts'
import type { EditableBooklist } from '../../../contracts/booklists.ts'
import type { SearchCatalogueInput, TitleSummary } from '../../../contracts/catalogue.ts'

/** A row the signed-in person could upload as it is: a draft list of their institution and a catalogue title not on it. */
export interface TemplateExample {
  readonly courseCode: string
  readonly term: string
  readonly isbn: string
}

const header = [
  booklistFileColumns.course,
  booklistFileColumns.isbn,
  booklistFileColumns.quantity,
  booklistFileColumns.requirement,
  booklistFileColumns.note,
  booklistFileColumns.term,
]

/** Any titles the person may read: a search needs words or a filter, and every price is at least 0. */
export const templateTitlesInput = { priceMin: 0, pageSize: 10 } satisfies SearchCatalogueInput

/** The first of these titles with an ISBN: the one the example row names. */
export const templateTitle = (titles: readonly TitleSummary[] | undefined) => titles?.find((title) => title.isbn13)

/**
 * The template's example, from what the server answers this person: the first
 * catalogue title with an ISBN and the first draft list (booklists.editable)
 * not holding it. None when there is no such pair: the template is then the
 * header alone, never a row that would fail the check.
 */
export function templateExample(title: Pick<TitleSummary, 'isbn13'> | undefined, lists: readonly EditableBooklist[] | undefined): TemplateExample | undefined {
  if (!title?.isbn13) return undefined
  const list = lists?.find((candidate) => candidate.status === 'draft' && !candidate.hasTitle)
  return list ? { courseCode: list.courseCode, term: list.term, isbn: title.isbn13 } : undefined
}

/** The template's CSV text: the header, and the example row when there is one. */
export function booklistTemplate(example: TemplateExample | undefined): string {
  const lines = [header.join(',')]
  if (example) lines.push([example.courseCode, example.isbn, '30', 'essential', 'Example row: replace it', example.term].join(','))
  return `${lines.join('\r\n')}\r\n`
}
