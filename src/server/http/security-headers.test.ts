import { afterEach, expect, test } from 'vitest'
import { insertInstitution, logoOrigins } from '../db/institutions-repo.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-databases.ts'
import { appSecurityHeaders } from './security-headers.ts'

let temp: TestDatabase | undefined
afterEach(async () => {
  await temp?.dispose()
  temp = undefined
})

const imgSrc = (...origins: string[]) => /img-src [^;]*/.exec(appSecurityHeaders([], origins)['Content-Security-Policy'] ?? '')?.[0]

test("an institution's https logo origin is added to img-src, and nothing that is not a plain https origin", () => {
  expect(imgSrc()).toBe("img-src 'self' data:")
  expect(imgSrc('https://cdn.westbrook.example', 'https://logos.example:8443', 'https://cdn.westbrook.example')).toBe(
    "img-src 'self' data: https://cdn.westbrook.example https://logos.example:8443",
  )
  for (const bad of [
    'http://cdn.example',
    'https://*.example',
    "https://a.example; script-src 'unsafe-inline'",
    'https://a.example/path',
    '*',
    "'unsafe-inline'",
  ]) {
    expect(imgSrc(bad)).toBe("img-src 'self' data:")
  }
})

test('the logo origins are those of the https logos stored, once each', async () => {
  temp = await createTestDatabase('sqlite')
  const config = {}
  await insertInstitution(temp.db, { id: 'a', name: 'A', config, branding: { accent: undefined, logo: 'https://cdn.example/a.svg' } })
  await insertInstitution(temp.db, { id: 'b', name: 'B', config, branding: { accent: '#0f5c5c', logo: 'https://cdn.example/b.png' } })
  await insertInstitution(temp.db, { id: 'c', name: 'C', config, branding: { accent: undefined, logo: 'data:image/png;base64,iVBORw==' } })
  await insertInstitution(temp.db, { id: 'd', name: 'D', config })
  expect(await logoOrigins(temp.db)).toEqual(['https://cdn.example'])
})
