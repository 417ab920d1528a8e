import { counterApiSchema } from './counter-api-schema.ts'
import type { PathSegment } from './diagnostics.ts'

type Report = (path: PathSegment[], code: string, message: string) => void

/**
 * What the schema cannot see in `counterApi`: the entries against each other
 * and the file's institutions. A harvester's customer ID must name one
 * institution, so an institution has one customer ID, no two share one, and
 * none is another institution's id (an institution without a customer ID is
 * reached by its id). A key names one institution, so it is listed once.
 */
export function checkCounterApi(
  raw: unknown,
  report: Report,
  unknownInstitution: (path: PathSegment[], value: unknown) => void,
  institutions: readonly string[],
): void {
  const customerIdOf = new Map<string, string>()
  const institutionOf = new Map<string, string>()
  const keys = new Map<string, string>()
  entries(field(raw, 'counterApi')).forEach((entry, i) => {
    const institution = field(entry, 'institution')
    unknownInstitution(['counterApi', i, 'institution'], institution)
    if (typeof institution !== 'string') return
    const customerId = field(entry, 'customerId')
    // One the schema refuses is reported there, once.
    if (counterApiSchema.shape.customerId.safeParse(customerId).success && typeof customerId === 'string') {
      const given = customerIdOf.get(institution)
      const owner = institutionOf.get(customerId)
      const problem =
        given !== undefined && given !== customerId
          ? `${institution} already has customer ID "${given}" above; an institution has one customer ID, so give each of its entries "${given}"`
          : owner !== undefined && owner !== institution
            ? `customer ID "${customerId}" is already ${owner}'s; give ${institution} its own`
            : customerId !== institution && institutions.includes(customerId)
              ? `customer ID "${customerId}" is the id of institution ${customerId}, which harvesters may reach by its id; give ${institution} another`
              : undefined
      // A refused customer ID is nobody's: the entries after it are checked against the good ones only.
      if (problem !== undefined) return void report(['counterApi', i, 'customerId'], 'counter-customer-id', problem)
      customerIdOf.set(institution, customerId)
      institutionOf.set(customerId, institution)
    }
    const apiKey = field(entry, 'apiKey')
    if (typeof apiKey === 'string') {
      const holder = keys.get(apiKey)
      // The key itself is not repeated in the message: it is a secret, and the place says which one.
      if (holder !== undefined)
        report(['counterApi', i, 'apiKey'], 'duplicate-counter-api-key', `this apiKey is already listed above (for ${holder}); give every entry its own key`)
      else keys.set(apiKey, institution)
    }
  })
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined
}

function entries(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
