import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * The validator the generated route tree builds from a route's `search:` in
 * policy/routes.yaml. A URL is user input: a value of the wrong type is
 * dropped (its default, if any, takes its place), never thrown, so a mistyped
 * link still opens the page. The input type makes every parameter optional in
 * `<Link search>`, the output type gives the page its defaults.
 */
interface ValueOf {
  string: string
  number: number
  boolean: boolean
}
export interface SearchParamSpec {
  readonly type: keyof ValueOf
  readonly default?: string | number | boolean
}
type Specs = Readonly<Record<string, SearchParamSpec>>
type Value<S extends SearchParamSpec> = ValueOf[S['type']]

export type SearchInput<S extends Specs> = { [K in keyof S]?: Value<S[K]> }
export type SearchOutput<S extends Specs> = { [K in keyof S as S[K] extends { default: unknown } ? K : never]: Value<S[K]> } & {
  [K in keyof S as S[K] extends { default: unknown } ? never : K]?: Value<S[K]>
}

export function searchParams<const S extends Specs>(specs: S): (input: SearchInput<S> & SearchSchemaInput) => SearchOutput<S> {
  return (input) => {
    const raw = input as Record<string, unknown>
    const output: Record<string, unknown> = {}
    for (const [name, spec] of Object.entries(specs)) {
      const value = read(spec.type, raw[name]) ?? spec.default
      if (value !== undefined) output[name] = value
    }
    return output as SearchOutput<S>
  }
}

/** The router parses `?page=2` as the number 2 and `?q=978` as a number too, so each type accepts both spellings. */
function read(type: SearchParamSpec['type'], value: unknown): string | number | boolean | undefined {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
      return Number.isFinite(number) ? number : undefined
    }
    case 'boolean':
      return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined
  }
}
