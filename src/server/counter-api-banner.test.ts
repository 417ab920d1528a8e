import { describe, expect, it } from 'vitest'
import { counterApiBanner } from './counter-api-banner.ts'

describe('counterApiBanner', () => {
  it('prints nothing without entries: no key reaches the log', () => {
    expect(counterApiBanner('https://adoptions.example.edu', [])).toEqual([])
  })

  it('prints the base URL, and per entry its institution, customer ID, key and a ready curl line', () => {
    const lines = counterApiBanner('http://localhost:3000', [
      { institution: 'northbridge', customerId: 'northbridge-library', apiKey: 'cak_demo_northbridge_counter_harvest_2026', name: 'Demo harvester' },
      { institution: 'westbrook', customerId: 'WB 1', apiKey: 'a+long/key=with&signs', requestorId: 'jusp', name: 'JUSP' },
    ])
    expect(lines).toEqual([
      '',
      '  COUNTER API:      http://localhost:3000/counter/r51 (keys from the data file; harvesters send customer_id and api_key)',
      '    northbridge      customer northbridge-library  key cak_demo_northbridge_counter_harvest_2026',
      "      curl 'http://localhost:3000/counter/r51/reports/tr_b1?customer_id=northbridge-library&api_key=cak_demo_northbridge_counter_harvest_2026&begin_date=2026-01&end_date=2026-06'",
      '    westbrook        customer WB 1  key a+long/key=with&signs  requestor jusp',
      // Encoded, so a key's + / = & reach the server as written.
      "      curl 'http://localhost:3000/counter/r51/reports/tr_b1?customer_id=WB+1&requestor_id=jusp&api_key=a%2Blong%2Fkey%3Dwith%26signs&begin_date=2026-01&end_date=2026-06'",
    ])
  })
})
