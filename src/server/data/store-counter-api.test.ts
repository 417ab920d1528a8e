import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadDataText } from '../testing/load-data-text.ts'
import { demoData } from '../testing/seed.ts'
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/test-databases.ts'

const config = JSON.stringify(demoData().institutions[0]!.config)
const apiKey = 'cak_test_inst_one_counter_key_0001'
const file = (entries: string) => `institutions:
  - { id: inst-1, name: One, config: ${config} }
users:
  - { email: ana@northbridge.example, institution: inst-1 }
counterApi:
${entries}`
const entry = `  - { institution: inst-1, customerId: ONE-0001, apiKey: ${apiKey} }\n`

describe.each(testDatabases())('COUNTER API keys of a data file on %s', (kind) => {
  let temp: TestDatabase
  beforeEach(async () => {
    temp = await createTestDatabase(kind)
  })
  afterEach(() => temp.dispose())
  const load = (text: string) => loadDataText(temp, text)
  const keys = () => temp.db.selectFrom('counter_api_keys').selectAll().execute()

  it('stores the key as its hash and hint, never its text, and sets the customer ID', async () => {
    expect(await load(file(entry))).toMatchObject({ ok: true, provisioned: { counterApiKeysAdded: 1 } })
    const [row, ...others] = await keys()
    expect(others).toEqual([])
    expect(row).toMatchObject({ institution_id: 'inst-1', name: 'Data file key', key_hint: '0001', status: 'active', created_by: null, requestor_id: null })
    expect(row?.key_hash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Object.values(row ?? {}).filter((value) => String(value).includes(apiKey))).toEqual([])
    const institution = await temp.db.selectFrom('institutions').select('counter_customer_id').where('id', '=', 'inst-1').executeTakeFirst()
    expect(institution?.counter_customer_id).toBe('ONE-0001')
  })

  it('adds nothing on a restart, and does not bring back a key staff revoked', async () => {
    await load(file(entry))
    expect(await load(file(entry))).toMatchObject({ ok: true, provisioned: { counterApiKeysAdded: 0 } })
    expect(await keys()).toHaveLength(1)
    await temp.db.updateTable('counter_api_keys').set({ status: 'revoked', revoked_at: new Date().toISOString() }).execute()
    expect(await load(file(entry))).toMatchObject({ ok: true, provisioned: { counterApiKeysAdded: 0 } })
    expect((await keys()).map((row) => row.status)).toEqual(['revoked'])
  })

  it('adds a new key of the file and brings the customer ID to the file, with the given name and requestor', async () => {
    await load(file(entry))
    const second = `  - { institution: inst-1, customerId: ONE-0002, apiKey: ${apiKey}-b, requestorId: jusp, name: JUSP }\n`
    const changed = file(entry.replace('ONE-0001', 'ONE-0002') + second)
    expect(await load(changed)).toMatchObject({ ok: true, provisioned: { counterApiKeysAdded: 1 } })
    expect((await keys()).map((row) => [row.name, row.key_hint, row.requestor_id]).sort()).toEqual([
      ['Data file key', '0001', null],
      ['JUSP', '01-b', 'jusp'],
    ])
    const institution = await temp.db.selectFrom('institutions').select('counter_customer_id').where('id', '=', 'inst-1').executeTakeFirst()
    expect(institution?.counter_customer_id).toBe('ONE-0002')
  })
})
