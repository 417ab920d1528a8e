import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateCounterResponse, validateCounterSchema } from './counter-schema.ts'

// COUNTER's own samples, vendored beside the specification: if they do not pass, the validator is wrong, not the server.
const sample = (name: string) => JSON.parse(readFileSync(new URL(`../../../../../vendor/counter-r51/${name}`, import.meta.url), 'utf8'))
const trB1 = sample('TRB1_sample_r51.json')
const trB3 = sample('TRB3_sample_r51.json')

describe('COUNTER samples against COUNTER_API.json', () => {
  it('the TR_B1 sample is a TR_B1 and a 200 answer of /r51/reports/tr_b1', () => {
    expect(validateCounterSchema('TR_B1', trB1)).toEqual([])
    expect(validateCounterResponse('/r51/reports/tr_b1', 200, trB1)).toEqual([])
  })

  it('the TR_B3 sample is a TR_B3 and a 200 answer of /r51/reports/tr_b3', () => {
    expect(validateCounterSchema('TR_B3', trB3)).toEqual([])
    expect(validateCounterResponse('/r51/reports/tr_b3', 200, trB3)).toEqual([])
  })

  it('a TR_B1 is not a TR_B3', () => {
    expect(validateCounterResponse('/r51/reports/tr_b3', 200, trB1)).toContain('/Report_Header/Report_ID must be equal to constant: "TR_B3"')
  })
})

describe('a broken copy of the TR_B3 sample fails where it is broken', () => {
  const broken = (breakIt: (report: typeof trB3) => void) => {
    const report = structuredClone(trB3)
    breakIt(report)
    return validateCounterSchema('TR_B3', report)
  }

  it('a negative count', () => {
    const errors = broken((report) => (report.Report_Items[0].Attribute_Performance[0].Performance.Total_Item_Requests['2022-01'] = -1))
    expect(errors).toContain('/Report_Items/0/Attribute_Performance/0/Performance/Total_Item_Requests/2022-01 must be >= 0')
  })

  it('an extra property on an item', () => {
    const errors = broken((report) => (report.Report_Items[1].Cost = 12))
    expect(errors).toContain('/Report_Items/1 must NOT have unevaluated properties: Cost')
  })

  it('a Metric_Type TR_B3 does not have', () => {
    const errors = broken((report) => (report.Report_Items[0].Attribute_Performance[0].Performance.No_License = { '2022-01': 3 }))
    expect(errors).toContain('/Report_Items/0/Attribute_Performance/0/Performance must NOT have additional properties: No_License')
  })

  it('another report’s Report_ID', () => {
    const errors = broken((report) => (report.Report_Header.Report_ID = 'TR_B1'))
    expect(errors).toContain('/Report_Header/Report_ID must be equal to constant: "TR_B3"')
  })
})

describe('exceptions and status', () => {
  it('an APIKey Invalid exception is a 401 answer of /r51/reports/tr_b1, word for word', () => {
    expect(validateCounterResponse('/r51/reports/tr_b1', 401, { Code: 2020, Message: 'APIKey Invalid' })).toEqual([])
    expect(validateCounterResponse('/r51/reports/tr_b1', 401, { Code: 2020, Message: 'Bad key' })).toContain(
      '/Message must be equal to constant: "APIKey Invalid"',
    )
    expect(validateCounterResponse('/r51/reports/tr_b1', 401, { Code: 2020, Message: 'APIKey Invalid', Detail: 'x' })).toContain(
      '(root) must NOT have additional properties: Detail',
    )
  })

  it('an Invalid Date Arguments exception with Data is a 400 answer', () => {
    expect(validateCounterResponse('/r51/reports/tr_b1', 400, { Code: 3020, Message: 'Invalid Date Arguments', Data: 'x' })).toEqual([])
    // The same body is not one of the 401 exceptions.
    expect(validateCounterResponse('/r51/reports/tr_b1', 401, { Code: 3020, Message: 'Invalid Date Arguments', Data: 'x' })).toContain(
      '/Code must be equal to constant: 2020',
    )
  })

  it('a status the specification does not list for the path is an error, whatever the body', () => {
    expect(validateCounterResponse('/r51/reports/tr_b1', 418, { Code: 2020, Message: 'APIKey Invalid' })).toEqual([
      'COUNTER_API.json lists no 418 response for GET /r51/reports/tr_b1',
    ])
    expect(validateCounterResponse('/r51/reports/tr_x9', 200, trB1)).toEqual(['COUNTER_API.json lists no 200 response for GET /r51/reports/tr_x9'])
  })

  it('a status list with one active service is a 200 answer of /r51/status; an empty list is not', () => {
    expect(validateCounterResponse('/r51/status', 200, [{ Service_Active: true, Description: 'x' }])).toEqual([])
    expect(validateCounterResponse('/r51/status', 200, [])).toContain('(root) must NOT have fewer than 1 items')
  })

  it('a Registry_Record on either COUNTER registry host is accepted, another host is not', () => {
    const record = (host: string) => [{ Service_Active: true, Registry_Record: `https://${host}/platform/99999999-9999-9999-9999-999999999999` }]
    expect(validateCounterResponse('/r51/status', 200, record('registry.projectcounter.org'))).toEqual([])
    expect(validateCounterResponse('/r51/status', 200, record('registry.countermetrics.org'))).toEqual([])
    expect(validateCounterResponse('/r51/status', 200, record('registry.example.org'))).toContainEqual(
      expect.stringMatching(/^\/0\/Registry_Record must match pattern/),
    )
  })

  it('ISIL institution ids follow the corrected pattern: a 2-letter country or a 1, 3 or 4 character prefix', () => {
    const withIsil = (isil: string) => validateCounterSchema('Institution_ID', { ISIL: [isil] })
    expect(withIsil('DE-101')).toEqual([])
    expect(withIsil('OCLC-DLC')).toEqual([])
    expect(withIsil('AB-C-x')).toEqual([])
    expect(withIsil('ABCDE-1')).toContainEqual(expect.stringMatching(/^\/ISIL\/0 must match pattern/))
  })
})
