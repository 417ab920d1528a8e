import type { z } from 'zod'
import type { PathSegment } from './diagnostic.ts'

/**
 * The field names a document's schema allows in the mapping at `path`, so an
 * unknown field can be answered with the ones that exist. Walks zod's public
 * definitions: objects, records, arrays, optionals, lazies and unions (whose
 * object forms are merged).
 */
export function allowedKeys(schema: z.core.$ZodType, path: readonly PathSegment[]): string[] {
  let current: z.core.$ZodType[] = [schema]
  for (const segment of path) current = current.flatMap((s) => objectsAndContainers(s)).flatMap((s) => child(s, segment))
  return [
    ...new Set(
      current
        .flatMap((s) => objectsAndContainers(s))
        .flatMap((s) => (s._zod.def.type === 'object' ? Object.keys((s as z.core.$ZodObject)._zod.def.shape) : [])),
    ),
  ]
}

/** Unwraps optional, lazy and union layers down to the schemas that hold values. */
function objectsAndContainers(schema: z.core.$ZodType, depth = 0): z.core.$ZodType[] {
  if (depth > 8) return []
  const def = schema._zod.def
  if (def.type === 'optional') return objectsAndContainers((schema as z.core.$ZodOptional)._zod.def.innerType, depth + 1)
  if (def.type === 'lazy') return objectsAndContainers((schema as z.core.$ZodLazy)._zod.def.getter(), depth + 1)
  if (def.type === 'union') return (schema as z.core.$ZodUnion)._zod.def.options.flatMap((option) => objectsAndContainers(option, depth + 1))
  return [schema]
}

function child(schema: z.core.$ZodType, segment: PathSegment): z.core.$ZodType[] {
  const def = schema._zod.def
  if (def.type === 'object') {
    const field = (schema as z.core.$ZodObject)._zod.def.shape[String(segment)]
    return field ? [field] : []
  }
  if (def.type === 'record') return [(schema as z.core.$ZodRecord)._zod.def.valueType]
  if (def.type === 'array' && typeof segment === 'number') return [(schema as z.core.$ZodArray)._zod.def.element]
  return []
}
