import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { documents } from './documents.ts'
import { emitSchemas } from './emit-schemas.ts'
import { loadPolicySources } from './load.ts'
import { runPipeline } from './pipeline.ts'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const policy = runPipeline(loadPolicySources(repoRoot)).policy
if (!policy) throw new Error('the shipped policy must compile')
const schemas = Object.fromEntries(emitSchemas(policy).map((file) => [file.path, JSON.parse(file.content) as Record<string, unknown>]))
const get = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined), value)

describe('generated JSON Schemas', () => {
  test('one per document and one for the record type files, marked generated', () => {
    expect(Object.keys(schemas).sort()).toEqual([...Object.keys(documents), 'resource'].map((name) => `policy/schema/${name}.schema.json`).sort())
    for (const schema of Object.values(schemas)) {
      expect(schema.$comment).toMatch(/^GENERATED FILE: do not edit\./)
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    }
  })

  test('a route permission completes from the declared permissions', () => {
    const access = get(schemas['policy/schema/routes.schema.json'], 'properties', 'routes', 'items', 'properties', 'access', 'anyOf', 2)
    const permission = get(access, 'properties', 'permission', 'anyOf', 0)
    expect(get(permission, 'enum')).toEqual(policy.permissions.map((p) => p.name))
    expect(get(permission, 'enum')).toContain('booklist:view')
    expect(get(access, 'properties', 'check', 'enum')).toEqual(policy.checks.map((c) => c.name))
    expect(get(access, 'additionalProperties')).toBe(false)
  })

  test('landing and menu references complete from routes, menu ids and list facts', () => {
    const landing = get(schemas['policy/schema/landing.schema.json'], 'properties', 'landing', 'properties')
    expect(get(landing, 'fallback', 'enum')).toContain('/unauthorized')
    expect(get(landing, 'preferred', 'items', 'enum')).toContain('requests-history')
    expect(get(landing, 'flagOff', 'properties', 'flag', 'enum')).toEqual(policy.flags.map((f) => f.name))
    expect(JSON.stringify(schemas['policy/schema/menu.schema.json'])).toContain('"enum":["availableDashboards"]')
  })

  test('a declaring field takes any well-formed name: permissions.yaml is where new ones are added', () => {
    const names = get(schemas['policy/schema/permissions.schema.json'], 'properties', 'permissions', 'propertyNames')
    expect(get(names, 'enum')).toBeUndefined()
    expect(get(names, 'pattern')).toBeTypeOf('string')
  })
})
