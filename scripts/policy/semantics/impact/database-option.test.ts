import { describe, expect, it } from 'vitest'
import { takeDatabaseOption } from './database-option.ts'

describe('--database [PATH|URL]', () => {
  const env = { DATABASE_PATH: 'data/app.sqlite' }
  it('alone, reads the database the server would: DATABASE_URL, else DATABASE_PATH, else .data/adoptions.sqlite', () => {
    expect(takeDatabaseOption(['--database', '--last', '5'], env, '/p')).toEqual({ target: { databasePath: '/p/data/app.sqlite' }, rest: ['--last', '5'] })
    expect(takeDatabaseOption(['--database'], { ...env, DATABASE_URL: 'postgres://u@h/db' }, '/p')).toEqual({
      target: { databasePath: '/p/data/app.sqlite', databaseUrl: 'postgres://u@h/db' },
      rest: [],
    })
    expect(takeDatabaseOption(['--database'], {}, '/p')).toEqual({ target: { databasePath: '/p/.data/adoptions.sqlite' }, rest: [] })
  })
  it('takes a path or a postgres:// URL after it or after =', () => {
    expect(takeDatabaseOption(['--database', 'x.sqlite', '--format', 'json'], env, '/p')).toEqual({
      target: { databasePath: '/p/x.sqlite' },
      rest: ['--format', 'json'],
    })
    expect(takeDatabaseOption(['--database=postgresql://h/db'], env, '/p')).toEqual({
      target: { databasePath: '', databaseUrl: 'postgresql://h/db' },
      rest: [],
    })
  })
  it('left out, there is no database; twice or empty is an error', () => {
    expect(takeDatabaseOption(['--last', '5'], env, '/p')).toEqual({ target: undefined, rest: ['--last', '5'] })
    expect(takeDatabaseOption(['--database', 'a', '--database', 'b'], env, '/p')).toEqual({ error: '--database is given twice' })
    expect(takeDatabaseOption(['--database='], env, '/p')).toEqual({ error: '--database= needs a path or a postgres:// URL' })
  })
})
