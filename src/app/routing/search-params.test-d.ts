import { Link, linkOptions } from '@tanstack/react-router'
import { expectTypeOf, test } from 'vitest'
import type { ShellRouter } from './router.ts'

// The search parameters routes.yaml declares reach links and pages as types.
test('a link to /catalog-search takes its declared search parameters, each optional', () => {
  expectTypeOf(linkOptions({ to: '/catalog-search', search: { q: 'chemistry' } })).not.toBeNever()
  expectTypeOf(linkOptions({ to: '/search/request', search: { nbsi: 't-1' } })).not.toBeNever()
  // @ts-expect-error q is a string
  linkOptions({ to: '/catalog-search', search: { q: 1 } })
  // @ts-expect-error /search declares no "colour"
  linkOptions({ to: '/search', search: { colour: 'red' } })
  expectTypeOf(Link).toBeFunction()
})

test('the page reads its defaults as present and the rest as optional', () => {
  type SearchPageSearch = ShellRouter['routesById']['/default-layout/search']['types']['searchSchema']
  expectTypeOf<SearchPageSearch['page']>().toEqualTypeOf<number>()
  expectTypeOf<SearchPageSearch['q']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<SearchPageSearch>().not.toHaveProperty('format')
})
