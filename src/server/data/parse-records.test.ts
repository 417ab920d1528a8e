import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { policy } from '../policy.ts'
import { demoData } from '../testing/seed.ts'
import { formatDiagnostic } from './diagnostics.ts'
import { parseDataFile } from './parse-data-file.ts'
import { readDataFile } from './read-data-file.ts'

// Two institutions and three users, then the records of issue 10's example (lines 8-10).
// Line numbers in the expectations below refer to this text; keep it as is.
const config = JSON.stringify(demoData().institutions[0]!.config)
const file = (records: string) => `institutions:
  - { id: inst-1, name: One, config: ${config} }
  - { id: inst-2, name: Two, config: ${config} }
users:
  - { email: ana@northbridge.example, institution: inst-1 }
  - { email: raj@riverside.example, institution: inst-1 }
  - { email: zed@two.example, institution: inst-2 }
${records}`

const example = `titles:   [ { nbsi: t-1, isbn: "9780000000001", title: Organic Chemistry, authors: [A. Author], publisher: P, price: 4599, currency: GBP } ]
courses:  [ { code: CHEM101, title: Intro Chemistry, term: 2026-autumn, institution: inst-1, instructors: [raj@riverside.example] } ]
requests: [ { id: req-1, institution: inst-1, requester: ana@northbridge.example, kind: purchase, status: pending, nbsi: t-1, quantity: 2 } ]
`

const parse = (records: string) => parseDataFile(file(records), 'data.yaml', policy)
const errors = (records: string) => {
  const result = parse(records)
  if (result.ok) throw new Error('expected the file to be refused')
  return result.diagnostics.map(formatDiagnostic)
}

describe('titles, courses and requests in a data file', () => {
  it('loads the example of issue 10 with a default for everything it leaves out', () => {
    const result = parse(example)
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'))
    expect(result.data.titles).toEqual([
      {
        nbsi: 't-1',
        isbn: '9780000000001',
        title: 'Organic Chemistry',
        authors: ['A. Author'],
        publisher: 'P',
        formats: ['print'],
        price: 4599,
        currency: 'GBP',
        availability: 'available',
        subjects: [],
      },
    ])
    expect(result.data.courses).toEqual([
      {
        id: 'inst-1-CHEM101-2026-autumn',
        code: 'CHEM101',
        title: 'Intro Chemistry',
        term: '2026-autumn',
        institution: 'inst-1',
        department: 'General',
        instructors: ['raj@riverside.example'],
        enrolment: 0,
        titles: [],
      },
    ])
    expect(result.data.requests).toEqual([
      { id: 'req-1', institution: 'inst-1', requester: 'ana@northbridge.example', kind: 'purchase', status: 'pending', nbsi: 't-1', quantity: 2 },
    ])
    expect(result.data.generate).toBeUndefined()
    // The example's ISBN has a wrong check digit (…0002 would be right): said, but not refused.
    expect(result.warnings.map(formatDiagnostic)).toEqual([
      'data.yaml:8:32 warning[isbn-check-digit] ISBN 9780000000001 has a wrong check digit; check it was copied correctly (at $.titles[0].isbn)',
    ])
  })

  it('defaults a request to pending and one copy, and accepts a course by its code', () => {
    const result = parse(example.replace('status: pending, nbsi: t-1, quantity: 2', 'nbsi: t-1, course: CHEM101'))
    expect(result.ok && result.data.requests[0]).toMatchObject({ status: 'pending', quantity: 1, course: 'CHEM101' })
    expect(result.ok && result.warnings).toHaveLength(1)
  })

  it('refuses a request of an institution the file does not list', () => {
    expect(errors(example.replace('id: req-1, institution: inst-1', 'id: req-1, institution: inst-9'))).toEqual([
      'data.yaml:10:39 error[unknown-institution] "inst-9" is not an institution in this file ' +
        '(did you mean "inst-1"?); institutions: inst-1, inst-2 (at $.requests[0].institution)',
    ])
  })

  it('refuses a requester who is not a user, or a user of another institution', () => {
    expect(errors(example.replace('requester: ana@northbridge.example', 'requester: ann@northbridge.example'))).toEqual([
      'data.yaml:10:58 error[unknown-user] "ann@northbridge.example" is not a user in ' +
        'this file (did you mean "ana@northbridge.example"?) (at $.requests[0].requester)',
    ])
    expect(errors(example.replace('requester: ana@northbridge.example', 'requester: zed@two.example'))).toEqual([
      'data.yaml:10:58 error[wrong-institution] "zed@two.example" is a user of inst-2, not of inst-1 (at $.requests[0].requester)',
    ])
  })

  it('refuses an nbsi the file does not list, and a course it does not list', () => {
    expect(errors(example.replace('nbsi: t-1, quantity', 'nbsi: t-2, quantity'))).toEqual([
      'data.yaml:10:122 error[unknown-title] "t-2" is not a title in this file (did you mean "t-1"?); list it under titles (at $.requests[0].nbsi)',
    ])
    expect(errors(example.replace('quantity: 2 }', 'quantity: 2, course: CHEM999 }'))).toEqual([
      'data.yaml:10:148 error[unknown-course] "CHEM999" is not a course of inst-1 in this file (at $.requests[0].course)',
    ])
  })

  it('accepts a generated title only when the file asks for generation', () => {
    const generated = example.replace('nbsi: t-1, quantity', 'nbsi: nb-0000042, quantity')
    expect(errors(generated)[0]).toMatch(/error\[unknown-title\] "nb-0000042" is not a title in this file/)
    expect(parse(`${generated}generate: { seed: test, titles: 50 }\n`).ok).toBe(true)
    expect(errors(`${generated}generate: { seed: test, titles: 40 }\n`)[0]).toMatch(/error\[unknown-title\]/)
  })

  it('refuses a bad status, kind, ISBN, price and term, each at its place, all at once', () => {
    const text = example
      .replace('status: pending', 'status: waiting')
      .replace('kind: purchase', 'kind: loan')
      .replace('"9780000000001"', '"12345"')
      .replace('price: 4599', 'price: 45.99')
      .replace('term: 2026-autumn', 'term: autumn')
    expect(errors(text)).toEqual([
      'data.yaml:8:32 error[invalid-value] must be an ISBN-13: 13 digits starting 978 or 979 (at $.titles[0].isbn)',
      'data.yaml:8:110 error[invalid-type] must be a whole number of minor units (pence, cents) (at $.titles[0].price)',
      'data.yaml:9:60 error[invalid-value] must look like 2026-autumn (at $.courses[0].term)',
      'data.yaml:10:89 error[invalid-value] expected one of "title"|"supply"|"purchase" (at $.requests[0].kind)',
      'data.yaml:10:103 error[invalid-value] expected one of ' +
        '"draft"|"pending"|"approved"|"rejected"|"ordered"|"fulfilled"|"cancelled" (at $.requests[0].status)',
    ])
  })

  it('refuses the same nbsi, request id or course twice', () => {
    const twice = example
      .replace('titles:   [ {', 'titles:   [ { nbsi: t-1, title: Again }, {')
      .replace('courses:  [ {', 'courses:  [ { code: CHEM101, title: Again, term: 2026-autumn, institution: inst-1 }, {')
      .replace('requests: [ {', 'requests: [ { id: req-1, institution: inst-1, requester: ana@northbridge.example, kind: title, nbsi: t-1 }, {')
    expect(errors(twice)).toEqual([
      'data.yaml:8:50 error[duplicate-title] nbsi "t-1" is listed twice (at $.titles[1].nbsi)',
      'data.yaml:9:94 error[duplicate-course] course CHEM101 in 2026-autumn is listed twice for inst-1 (at $.courses[1].code)',
      'data.yaml:10:115 error[duplicate-request] request id "req-1" is listed twice (at $.requests[1].id)',
    ])
  })
})

// Lines 8-15 of the file; the expectations below count on them.
const students = `students:
  - institution: inst-1
    number: S1001
    name: Ada Lovelace
    email: ada@students.one.test
    accessUntil: 2030-01-01
    revokedAt: 2026-11-01T09:30:00+01:00
  - { institution: inst-2, number: 1002, name: Grace Hopper, email: grace@two.test, enrolment: graduated, id: s-grace }
  - { institution: inst-1, number: S1003, name: Katherine Johnson, email: katherine@one.test }
`

describe('students in a data file', () => {
  it('loads each with its id, enrolment and times, a day as that day at midnight UTC', () => {
    const result = parse(students)
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'))
    expect(result.data.students).toEqual([
      {
        id: 'inst-1-S1001',
        institution: 'inst-1',
        number: 'S1001',
        name: 'Ada Lovelace',
        email: 'ada@students.one.test',
        enrolment: 'active',
        accessUntil: '2030-01-01T00:00:00.000Z',
        revokedAt: '2026-11-01T08:30:00.000Z',
      },
      { id: 's-grace', institution: 'inst-2', number: '1002', name: 'Grace Hopper', email: 'grace@two.test', enrolment: 'graduated' },
      { id: 'inst-1-S1003', institution: 'inst-1', number: 'S1003', name: 'Katherine Johnson', email: 'katherine@one.test', enrolment: 'active' },
    ])
    expect(result.warnings).toEqual([])
    expect(parse(example).ok && parse(example)).toMatchObject({ data: { students: [] } })
  })

  it('refuses an unknown institution, a bad day or time, enrolment and email, each at its place, all at once', () => {
    const text = students
      .replace('institution: inst-1\n', 'institution: inst-7\n')
      .replace('accessUntil: 2030-01-01', 'accessUntil: 2030-02-30')
      .replace('revokedAt: 2026-11-01T09:30:00+01:00', 'revokedAt: 2026-11-01 09:30')
      .replace('enrolment: graduated', 'enrolment: left')
      .replace('email: katherine@one.test', 'email: katherine')
    expect(errors(text)).toEqual([
      'data.yaml:9:18 error[unknown-institution] "inst-7" is not an institution in this file ' +
        '(did you mean "inst-1"?); institutions: inst-1, inst-2 (at $.students[0].institution)',
      'data.yaml:13:18 error[invalid-value] must be a day such as 2030-01-01 or an ISO time such as 2030-01-01T09:00:00Z (at $.students[0].accessUntil)',
      'data.yaml:14:16 error[invalid-value] must be a day such as 2030-01-01 or an ISO time such as 2030-01-01T09:00:00Z (at $.students[0].revokedAt)',
      'data.yaml:15:96 error[invalid-value] must be one of active, suspended, graduated (at $.students[1].enrolment)',
      'data.yaml:16:75 error[invalid-value] must be an email address (at $.students[2].email)',
    ])
  })

  it('refuses a student number listed twice at one institution, and an id listed twice', () => {
    const twice = `${students}  - { institution: inst-1, number: S1003, name: Again, email: again@one.test }
  - { institution: inst-2, number: S1001, name: Other, email: other@two.test }
  - { institution: inst-2, number: S9, name: Same id, email: same@two.test, id: s-grace }
`
    expect(errors(twice)).toEqual([
      'data.yaml:17:36 error[duplicate-student] student number S1003 is listed twice for inst-1 (at $.students[3].number)',
      'data.yaml:19:81 error[duplicate-student] student id "s-grace" is listed twice (at $.students[5].id)',
    ])
    expect(errors(students.replace('number: S1001', 'number: ""')).map((line) => line.replace(/ \(at .*/, ''))).toEqual([
      'data.yaml:10:13 error[invalid-value] must not be empty',
    ])
  })

  it('loads the browser tests’ Kingsway students, one in each access state', async () => {
    const result = await readDataFile(fileURLToPath(new URL('../../../tests/e2e/fixtures/personas.yaml', import.meta.url)), policy)
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'))
    expect(result.data.students.map((s) => `${s.id} ${s.name} ${s.enrolment} ${s.accessUntil ?? '-'} ${s.revokedAt ?? '-'}`)).toEqual([
      'e2e-kingsway-S1001 Ada Lovelace active 2030-01-01T00:00:00.000Z -',
      'e2e-kingsway-S1002 Grace Hopper active 2024-06-30T00:00:00.000Z -',
      'e2e-kingsway-S1003 Katherine Johnson active - -',
      'e2e-kingsway-S1004 Alan Turing active 2029-09-01T00:00:00.000Z 2026-10-01T00:00:00.000Z',
    ])
  })
})

// Lines 8-13 of the file; the expectations below count on them.
const storeProducts = `titles: [ { nbsi: t-1, title: Organic Chemistry, price: 4599 } ]
storeProducts:
  - { institution: inst-1, sku: BK-t-1, title: t-1, price: 4999, stock: 12 }
  - { institution: inst-2, sku: BK-t-1, title: t-1, name: Organic Chemistry (used), price: 2500, currency: EUR, hidden: true, id: p-used }
  - { institution: inst-1, sku: SUP-001, name: Lab goggles, price: 899 }
`

describe('store products in a data file', () => {
  it('loads each with its id, its title’s name unless given, the store’s currency unless given, stock and visibility', () => {
    const result = parse(storeProducts)
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'))
    expect(result.data.storeProducts).toEqual([
      {
        id: 'inst-1-BK-t-1',
        institution: 'inst-1',
        sku: 'BK-t-1',
        title: 't-1',
        name: 'Organic Chemistry',
        price: 4999,
        currency: 'GBP',
        stock: 12,
        hidden: false,
      },
      {
        id: 'p-used',
        institution: 'inst-2',
        sku: 'BK-t-1',
        title: 't-1',
        name: 'Organic Chemistry (used)',
        price: 2500,
        currency: 'EUR',
        stock: 0,
        hidden: true,
      },
      { id: 'inst-1-SUP-001', institution: 'inst-1', sku: 'SUP-001', name: 'Lab goggles', price: 899, currency: 'GBP', stock: 0, hidden: false },
    ])
    expect(parse(example).ok && parse(example)).toMatchObject({ data: { storeProducts: [] } })
  })

  it('refuses an unknown institution or title, a price of nothing, a supply without a name and a SKU listed twice, each at its place', () => {
    const text =
      storeProducts
        .replace('{ institution: inst-1, sku: BK-t-1, title: t-1, price: 4999', '{ institution: inst-7, sku: BK-t-1, title: t-2, price: 0')
        .replace('name: Lab goggles, ', '') + '  - { institution: inst-2, sku: BK-t-1, name: Again, price: 100 }\n'
    expect(errors(text)).toEqual([
      'data.yaml:10:20 error[unknown-institution] "inst-7" is not an institution in this file ' +
        '(did you mean "inst-1"?); institutions: inst-1, inst-2 (at $.storeProducts[0].institution)',
      'data.yaml:10:48 error[unknown-title] "t-2" is not a title in this file (did you mean "t-1"?); list it under titles (at $.storeProducts[0].title)',
      'data.yaml:10:60 error[invalid-value] must be more than nothing (at $.storeProducts[0].price)',
      'data.yaml:12:5 error[invalid-value] a product names its catalogue title (title: nbsi) or, for a supply, its name (at $.storeProducts[2].name)',
      'data.yaml:13:33 error[duplicate-store-product] SKU BK-t-1 is listed twice for inst-2 (at $.storeProducts[3].sku)',
    ])
  })
})
