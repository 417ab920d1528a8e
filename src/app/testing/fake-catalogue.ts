import { initTRPC, TRPCError } from '@trpc/server'
import superjson from 'superjson'
import { catalogueLimits, type CatalogueResults, type SearchCatalogueInput, type TitleDetail } from '../../contracts/catalogue.ts'
import { isbnProblem, normaliseIsbn } from '../../contracts/isbn.ts'

/**
 * catalogue.search and catalogue.get for the fake server, over a list of
 * titles: an ISBN typed with or without hyphens matches exactly (one with a
 * wrong check digit nothing, saying why), otherwise
 * every word must start a word of the title or authors (the server's rule,
 * which its API tests check on both databases), counting up to the server's
 * cap. Records every search input.
 */
export function fakeCatalogueRouter(titles: readonly TitleDetail[], searches: SearchCatalogueInput[], failing: { search?: boolean }) {
  const t = initTRPC.create({ transformer: superjson })
  return t.router({
    search: t.procedure
      .input((value: unknown) => value as SearchCatalogueInput)
      .query(({ input }): CatalogueResults => {
        searches.push(input)
        if (failing.search) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The catalogue is not answering.' })
        const q = (input.q ?? '').trim()
        const isbnProblemText = isbnProblem(q)
        if (isbnProblemText) return { items: [], total: 0, totalIsAtLeast: false, matchedBy: 'invalid-isbn', isbnProblem: isbnProblemText }
        const isbn = normaliseIsbn(q)
        const words = q
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
        const matches = titles.filter((title) => {
          if (isbn) return title.isbn13 === isbn
          const text = `${title.title} ${title.authors.join(' ')}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)
          return words.every((word) => text.some((part) => part.startsWith(word))) && (input.format === undefined || title.formats.includes(input.format))
        })
        const size = input.pageSize ?? 20
        const page = input.page ?? 1
        const matchedBy = isbn ? 'isbn' : words.length > 0 ? 'words' : input.format ? 'filters' : 'none'
        const cap = catalogueLimits.countCap
        return { items: matches.slice((page - 1) * size, page * size), total: Math.min(matches.length, cap), totalIsAtLeast: matches.length > cap, matchedBy }
      }),
    get: t.procedure
      .input((value: unknown) => value as { nbsi: string })
      .query(({ input }) => {
        const title = titles.find((candidate) => candidate.nbsi === input.nbsi)
        if (!title) throw new TRPCError({ code: 'NOT_FOUND', message: `No catalogue title has the id "${input.nbsi}".` })
        return title
      }),
  })
}
