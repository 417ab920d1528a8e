import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadInitialData } from '../data/initial-data.ts'
import { policy } from '../policy.ts'
import type { TestDatabase } from './test-databases.ts'

/** A server start with this data file text: written beside the test database, then provisioned as `npm start` does. */
export function loadDataText(temp: TestDatabase, text: string): ReturnType<typeof loadInitialData> {
  const path = join(temp.dir, 'data.yaml')
  writeFileSync(path, text)
  return loadInitialData(temp.db, path, policy)
}
