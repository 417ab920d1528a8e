import { z } from 'zod'

/**
 * Building blocks for the document schemas: names that declare something, and
 * references to names declared elsewhere. References stay plain strings here so
 * that an unknown name is reported by the validate stage with a did-you-mean;
 * the JSON Schema emitter fills in the declared names as enums for editors,
 * finding them through this registry.
 */
export type NameKind = 'permission' | 'flag' | 'check' | 'fact' | 'list-fact' | 'list' | 'route' | 'menu-item' | 'record' | 'action'

export const nameReferences = z.registry<{ names: NameKind }>()

/** A reference to a name of `kind`, declared in another part of the policy. */
export function reference(kind: NameKind, description: string) {
  return z.string().min(1).describe(description).register(nameReferences, { names: kind })
}

export const description = z.string().min(1).describe('One line saying what this is for.')

const identifier = /^[A-Za-z][A-Za-z0-9_]*$/

export const declared = {
  permission: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z][A-Za-z0-9_-]*)?$/, 'a permission is subject:action, for example booklist:view'),
  flag: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'a flag is a word of letters, digits, ".", "_" and "-"'),
  /** Checks, lists, facts and path parameters become TypeScript names, so they must be identifiers. */
  identifier: z.string().regex(identifier, 'a name here is letters, digits and "_", starting with a letter'),
}

const segment = String.raw`(?:[A-Za-z0-9._~-]+|\$[A-Za-z][A-Za-z0-9_]*)`

export const routePath = z.string().regex(new RegExp(String.raw`^(?:/|(?:/${segment})+)$`), 'a path is / or /segments, where a segment is a word or $param')

export const menuPath = z
  .string()
  .regex(new RegExp(String.raw`^(?:/|(?:\{base\})?(?:/${segment})+|\{base\})$`), 'a menu path is /segments, optionally after {base}')
