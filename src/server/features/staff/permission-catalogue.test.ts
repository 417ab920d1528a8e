import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { permissionCatalogue } from './permission-catalogue.ts'

test('each permission comes with the description policy/permissions.yaml gives it, in its order', () => {
  const file = parse(readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'policy', 'permissions.yaml'), 'utf8')) as {
    permissions: Record<string, string>
  }
  expect(permissionCatalogue.map(({ name, description }) => [name, description])).toEqual(Object.entries(file.permissions))
})
