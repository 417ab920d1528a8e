// Tests only: checks a COUNTER API answer against COUNTER's own OpenAPI 3.1 / JSON Schema 2020-12 file
// (vendor/counter-r51/COUNTER_API.json), so the server is held to COUNTER's contract, not to our reading of it.
import { readFileSync } from 'node:fs'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

const specUrl = new URL('../../../../../vendor/counter-r51/COUNTER_API.json', import.meta.url)
// The id the whole OpenAPI document is added under: `counter-api#/components/schemas/TR_B3` reaches into it, and the
// document's own `#/components/...` refs resolve against it.
const documentId = 'counter-api'

// The ISIL prefix is 2 letters (a country) or 1, 3 or 4 characters; COUNTER wrote `{1,3,4}`, which is no quantifier and
// a syntax error in Unicode mode. Correcting it keeps Unicode mode, so any other broken pattern still fails loudly.
const brokenIsilPattern = '^([A-Z]{2}|[a-zA-Z0-9]{1,3,4})-.{1,11}$'
const isilPattern = '^([A-Z]{2}|[a-zA-Z0-9]|[a-zA-Z0-9]{3,4})-.{1,11}$'
// COUNTER's registry moved to registry.countermetrics.org (their own samples use it); the file still names the old host.
const oldRegistryHost = 'registry.projectcounter.org'
const eitherRegistryHost = 'registry\\.(projectcounter|countermetrics)\\.org'

type Json = { [key: string]: Json } | Json[] | string | number | boolean | null

/** Rewrites the two known quirks in place; throws if they are not found as expected, so a new copy of the file gets a fresh look. */
function workAroundKnownQuirks(node: Json, found = { isil: 0, registry: 0 }): typeof found {
  if (node === null || typeof node !== 'object') return found
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string' && !Array.isArray(node)) {
      if (value === brokenIsilPattern) {
        node[key] = isilPattern
        found.isil++
      } else if (value.includes(oldRegistryHost)) {
        node[key] = value.replace(oldRegistryHost, eitherRegistryHost)
        found.registry++
      }
    } else workAroundKnownQuirks(value, found)
  }
  return found
}

let state: { document: { [key: string]: Json }; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined

function load() {
  if (state) return state
  const document = JSON.parse(readFileSync(specUrl, 'utf8')) as { [key: string]: Json }
  const found = workAroundKnownQuirks(document)
  if (found.isil !== 1 || found.registry !== 2) {
    throw new Error(`COUNTER_API.json changed: expected 1 broken ISIL pattern and 2 old registry patterns, found ${JSON.stringify(found)}`)
  }
  // strict: false because an OpenAPI document carries keywords JSON Schema does not know (x-stoplight, x-tags, ...).
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema(document, documentId)
  state = { document, ajv, validators: new Map() }
  return state
}

const pointerSegment = (segment: string) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))

function errorLine(error: ErrorObject): string {
  const where = error.instancePath || '(root)'
  // Ajv's message says what is wrong but not which property or value; the params do.
  const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string; allowedValue?: unknown; allowedValues?: unknown[] }
  const property = params.additionalProperty ?? params.unevaluatedProperty
  const detail =
    property !== undefined
      ? `: ${property}`
      : 'allowedValue' in params
        ? `: ${JSON.stringify(params.allowedValue)}`
        : params.allowedValues
          ? `: ${JSON.stringify(params.allowedValues)}`
          : ''
  return `${where} ${error.message ?? error.keyword}${detail}`
}

/** Validates against `counter-api#<pointer>`, compiling it on first use. */
function validateAt(pointer: string, value: unknown): string[] {
  const { ajv, validators } = load()
  let validate = validators.get(pointer)
  if (!validate) {
    validate = ajv.getSchema(`${documentId}#${pointer}`)
    if (!validate) return [`COUNTER_API.json has no schema at ${pointer}`]
    validators.set(pointer, validate)
  }
  return validate(value) ? [] : (validate.errors ?? []).map(errorLine)
}

/** Errors of `value` against `components.schemas[schemaName]` (e.g. `TR_B3`, `Status`, `Exception_2020`); empty when valid. */
export function validateCounterSchema(schemaName: string, value: unknown): string[] {
  return validateAt(`/components/schemas/${pointerSegment(schemaName)}`, value)
}

/**
 * Errors of a response `body` for GET `apiPath` (e.g. `/r51/reports/tr_b3`) with `httpStatus`, against the JSON the
 * specification lists for that status; empty when valid. A status the specification does not list for the path is an error.
 */
export function validateCounterResponse(apiPath: string, httpStatus: number, body: unknown): string[] {
  const { document } = load()
  const status = String(httpStatus)
  const paths = document.paths as { [path: string]: { get?: { responses?: { [status: string]: { $ref?: string } } } } }
  const response = paths[apiPath]?.get?.responses?.[status]
  if (!response) return [`COUNTER_API.json lists no ${status} response for GET ${apiPath}`]
  // Responses are mostly `$ref`s into components.responses; either way, the schema sits under content/application/json.
  const responsePointer = response.$ref?.startsWith('#') ? response.$ref.slice(1) : `/paths/${pointerSegment(apiPath)}/get/responses/${status}`
  return validateAt(`${responsePointer}/content/${pointerSegment('application/json')}/schema`, body)
}
