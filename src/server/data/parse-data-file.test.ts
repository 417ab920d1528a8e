import { describe, expect, it } from 'vitest'
import { policy } from '../policy.ts'
import { formatDiagnostic } from './diagnostics.ts'
import { parseDataFile, stableUserId } from './parse-data-file.ts'

// Line numbers in the expectations below refer to this text; keep it as is.
const valid = `institutions:
  - id: inst-1
    name: Northbridge University
    flags: { roles-and-permissions: true, dashboards: true }
    config:
      booklist_config: { region: gb, institution_id: inst-1 }
      enabledAccessLength: 365
      isEAorIA: true
      isIA: false
      isEA: true
      approval_config: adoption_approvals
      approval_type: null
      adminUserPermissions: { permissions:manage: true }
      availableDashboards: [{ id: d1, displayName: Spend }]
      hasApprovalPermission: true
      isPricingApprovalsEnabled: false
      enable_supply_request: enabled
      courseIngestionEnabled: true
      institutionHasStore: false
      opt_out_hosting_type: adoptions-hosted
users:
  - email: ana@northbridge.example
    password: any-string
    institution: inst-1
    permissions: { booklist:view: true, catalogue:search: false }
  - email: bo@northbridge.example
    id: bo
    institution: inst-1
    disabled: true
`

const parse = (text: string) => parseDataFile(text, 'data.yaml', policy)
const errors = (text: string) => {
  const result = parse(text)
  if (result.ok) throw new Error('expected the file to be refused')
  return result.diagnostics.map(formatDiagnostic)
}

describe('parseDataFile with a valid file', () => {
  it('returns exactly the institutions, users, flags and permissions it lists', () => {
    const result = parse(valid)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.institutions).toHaveLength(1)
    expect(result.data.institutions[0]).toMatchObject({
      id: 'inst-1',
      name: 'Northbridge University',
      flags: { 'roles-and-permissions': true, dashboards: true },
      config: { booklist_config: { region: 'gb', institution_id: 'inst-1' }, approval_type: null, availableDashboards: [{ id: 'd1', displayName: 'Spend' }] },
    })
    expect(result.data.users).toEqual([
      {
        id: stableUserId('ana@northbridge.example'),
        email: 'ana@northbridge.example',
        password: 'any-string',
        institution: 'inst-1',
        permissions: { 'booklist:view': true, 'catalogue:search': false },
        disabled: false,
        note: undefined,
      },
      { id: 'bo', email: 'bo@northbridge.example', password: undefined, institution: 'inst-1', permissions: {}, disabled: true, note: undefined },
    ])
  })

  it('derives the same user id from the email whatever its case', () => {
    expect(stableUserId('Ana@Northbridge.example')).toBe(stableUserId('ana@northbridge.example'))
    expect(stableUserId('ana@northbridge.example')).toMatch(/^user-[0-9a-f]{12}$/)
  })
})

describe('parseDataFile refuses, with the place of each problem', () => {
  it('an unknown permission, naming the valid ones and the likely one', () => {
    const [error, ...rest] = errors(valid.replace('booklist:view: true', 'booklist:veiw: true'))
    expect(rest).toEqual([])
    expect(error).toBe(
      `data.yaml:25:20 error[unknown-permission] "booklist:veiw" is not a permission of the policy (did you mean "booklist:view"?); ` +
        `valid permissions: ${policy.permissions.map((p) => p.name).join(', ')} (at $.users[0].permissions["booklist:veiw"])`,
    )
  })

  it('an unknown flag, naming the valid ones', () => {
    expect(errors(valid.replace('dashboards: true }', 'dashbords: true }'))).toEqual([
      `data.yaml:4:43 error[unknown-flag] "dashbords" is not a flag of the policy (did you mean "dashboards"?); ` +
        `valid flags: ${policy.flags.map((f) => f.name).join(', ')} (at $.institutions[0].flags.dashbords)`,
    ])
  })

  it('a missing config field, at the config that lacks it', () => {
    expect(errors(valid.replace('      isEA: true\n', ''))).toEqual([
      'data.yaml:6:7 error[missing-field] missing required field "isEA" (expected boolean) (at $.institutions[0].config.isEA)',
    ])
  })

  it('a value of the wrong type, at the value', () => {
    expect(errors(valid.replace('isIA: false', 'isIA: "no"'))).toEqual([
      'data.yaml:9:13 error[invalid-type] expected boolean, received string (at $.institutions[0].config.isIA)',
    ])
  })

  it('a null where the facts do not allow one, and accepts null where they do', () => {
    expect(errors(valid.replace('enabledAccessLength: 365', 'enabledAccessLength: null'))).toEqual([
      'data.yaml:7:28 error[invalid-type] expected number, received null (at $.institutions[0].config.enabledAccessLength)',
    ])
    expect(parse(valid.replace('approval_config: adoption_approvals', 'approval_config: null')).ok).toBe(true)
  })

  it('a config field the policy does not declare, at its key', () => {
    expect(errors(valid.replace('      isEA: true\n', '      isEA: true\n      isEa: true\n'))).toEqual([
      'data.yaml:11:7 error[unknown-field] unknown field "isEa" (at $.institutions[0].config.isEa)',
    ])
  })

  it('a dashboard entry without its displayName', () => {
    expect(errors(valid.replace('[{ id: d1, displayName: Spend }]', '[{ id: d1 }]'))).toEqual([
      'data.yaml:14:29 error[missing-field] missing required field "displayName" ' +
        '(expected string) (at $.institutions[0].config.availableDashboards[0].displayName)',
    ])
  })

  it('a user of an institution the file does not list', () => {
    expect(errors(valid.replace('    institution: inst-1\n    disabled', '    institution: inst-2\n    disabled'))).toEqual([
      'data.yaml:28:18 error[unknown-institution] "inst-2" is not an institution in this ' +
        'file (did you mean "inst-1"?); institutions: inst-1 (at $.users[1].institution)',
    ])
  })

  it('the same email twice, whatever its case', () => {
    expect(errors(valid.replace('bo@northbridge.example', 'ANA@northbridge.example'))).toEqual([
      'data.yaml:26:12 error[duplicate-email] email "ANA@northbridge.example" is listed twice (at $.users[1].email)',
    ])
  })

  it('an email that is not one, an empty password and a misspelt field, all at once', () => {
    const text = valid
      .replace('email: ana@northbridge.example', 'email: ana-at-northbridge')
      .replace('password: any-string', 'password: ""')
      .replace('disabled: true', 'disabeld: true')
    expect(errors(text)).toEqual([
      'data.yaml:22:12 error[invalid-value] must be an email address (at $.users[0].email)',
      'data.yaml:23:15 error[invalid-value] must not be empty; leave it out for no password (at $.users[0].password)',
      'data.yaml:29:5 error[unknown-field] unknown field "disabeld" (at $.users[1].disabeld)',
    ])
  })

  it('YAML syntax errors, where the parser finds them, and nothing else', () => {
    // The unclosed "[" on line 3 is noticed where line 4 starts.
    expect(errors(valid.replace('name: Northbridge University', 'name: [Northbridge'))).toEqual([
      'data.yaml:4:5 error[yaml-syntax] Flow sequence in block collection must be sufficiently indented and end with a ]',
    ])
  })

  it('a duplicate key', () => {
    expect(errors(valid.replace('      isIA: false\n', '      isIA: false\n      isIA: true\n'))).toEqual([
      'data.yaml:10:7 error[duplicate-key] Map keys must be unique',
    ])
  })

  it('an empty file or one that is not a mapping', () => {
    expect(errors('')).toEqual([
      'data.yaml:1:1 error[invalid-type] the data file must be a mapping with "institutions" and "users" (expected object, received null)',
    ])
    expect(errors('- just\n- a list\n')).toEqual([
      'data.yaml:1:1 error[invalid-type] the data file must be a mapping with "institutions" and "users" (expected object, received array)',
    ])
  })

  it('a file without users', () => {
    expect(errors(valid.slice(0, valid.indexOf('users:')))).toEqual([
      'data.yaml:1:1 error[missing-field] missing required field "users" (expected array) (at $.users)',
    ])
  })

  it('an alias bomb, without expanding it', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]']
    for (let i = 0; i < 12; i++)
      bomb.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(97 + i)}`)
          .join(', ')}]`,
      )
    expect(errors(bomb.join('\n'))[0]).toMatch(/^data\.yaml:1:1 error\[too-many-aliases\] /)
  })

  it('never throws, whatever the text', () => {
    for (const text of ['{', ':', '\t- x', 'institutions: 7\nusers: {}', '[[[[', 'users:\n  - 42\ninstitutions:\n  - null', '\u0000']) {
      const result = parse(text)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.diagnostics.length).toBeGreaterThan(0)
    }
  })
})

describe('parseDataFile reads when an institution gets its daily digest', () => {
  const timed = (lines: string) => valid.replace('users:\n', `    notifications:\n${lines}users:\n`)

  it('a time zone and a time of day, as given; left out, nothing (07:00 UTC is the database default)', () => {
    const result = parse(timed('      timeZone: America/New_York\n      digestAt: "06:30"\n'))
    expect(result.ok && result.data.institutions[0]?.notifications).toEqual({ timeZone: 'America/New_York', digestAt: '06:30' })
    const plain = parse(valid)
    expect(plain.ok && plain.data.institutions[0]?.notifications).toBeUndefined()
  })

  it('refuses a zone the runtime does not know and a time that is not HH:MM, at the value, saying what to write', () => {
    expect(errors(timed('      timeZone: Mars/Olympus\n      digestAt: "7am"\n'))).toEqual([
      'data.yaml:22:17 error[invalid-value] must be an IANA time zone such as Europe/London or America/New_York (at $.institutions[0].notifications.timeZone)',
      'data.yaml:23:17 error[invalid-value] must be a time of day as HH:MM, such as 07:00 (at $.institutions[0].notifications.digestAt)',
    ])
  })
})

describe('parseDataFile reads an institution branding', () => {
  const branded = (branding: string) => valid.replace('users:\n', `    branding:\n${branding}users:\n`)

  it('an accent and a logo, as given', () => {
    const logo = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'
    const result = parse(branded(`      accent: "#0f5c5c"\n      logo: "${logo}"\n`))
    expect(result.ok && result.data.institutions[0]?.branding).toEqual({ accent: '#0f5c5c', logo })
    const plain = parse(valid)
    expect(plain.ok && plain.data.institutions[0]?.branding).toBeUndefined()
  })

  it('refuses an accent that fails contrast against white, with the ratio, the place and what to do', () => {
    expect(errors(branded('      accent: "#ffbf47"\n'))).toEqual([
      'data.yaml:22:15 error[low-contrast] #ffbf47 has a contrast of 1.64:1 against white (#ffffff); links and primary buttons need 4.5:1. ' +
        'Choose a darker colour. (at $.institutions[0].branding.accent)',
    ])
  })

  it('refuses what is not a #rgb or #rrggbb colour, and says to quote a # in YAML', () => {
    expect(errors(branded('      accent: teal\n'))).toEqual([
      'data.yaml:22:15 error[invalid-colour] "teal" is not a colour: write it as #rgb or #rrggbb, for example #0f5c5c (at $.institutions[0].branding.accent)',
    ])
    expect(errors(branded('      accent: #0f5c5c\n'))[0]).toMatch(
      /^data\.yaml:22:\d+ error\[invalid-type\] is empty: in YAML a # starts a comment, so quote the colour: accent: "#0f5c5c"/,
    )
  })

  it('reads a logo file beside the data file into a data: URI', () => {
    const read = (path: string) => {
      if (path !== 'logos/westbrook.png') throw Object.assign(new Error('no file'), { code: 'ENOENT' })
      return new Uint8Array([137, 80, 78, 71])
    }
    const result = parseDataFile(branded('      logo: logos/westbrook.png\n'), 'data.yaml', policy, { readLogoFile: read })
    expect(result.ok && result.data.institutions[0]?.branding).toEqual({ accent: undefined, logo: 'data:image/png;base64,iVBORw==' })
    const missing = parseDataFile(branded('      logo: logos/eastbrook.png\n'), 'data.yaml', policy, { readLogoFile: read })
    expect(!missing.ok && missing.diagnostics.map(formatDiagnostic)).toEqual([
      'data.yaml:22:13 error[unreadable-logo] the logo file "logos/eastbrook.png" cannot be used: there is no such file; ' +
        "logo files are named relative to the data file's folder (at $.institutions[0].branding.logo)",
    ])
  })

  it('takes an https logo URL and refuses any other', () => {
    const result = parse(branded('      logo: https://cdn.westbrook.example/logo.svg\n'))
    expect(result.ok && result.data.institutions[0]?.branding?.logo).toBe('https://cdn.westbrook.example/logo.svg')
    expect(errors(branded('      logo: http://cdn.westbrook.example/logo.svg\n'))).toEqual([
      'data.yaml:22:13 error[invalid-logo] a logo URL must be an https:// address (without a user or password); ' +
        '"http://cdn.westbrook.example/logo.svg" is not (at $.institutions[0].branding.logo)',
    ])
    expect(errors(branded('      logo: "data:text/html,<script>"\n'))[0]).toContain(
      'error[invalid-logo] a data: logo must be a PNG, JPEG, GIF, WebP or SVG image',
    )
  })
})

describe('parseDataFile reads an institution terms, time zone and reminder days', () => {
  const withTerms = (lines: string) => valid.replace('users:\n', `${lines}users:\n`)
  const spring = '      - { name: 2027-spring, starts: 2027-01-11, ends: 2027-05-14, adoptionDeadline: 2026-12-14, booklistDeadline: 2026-12-07 }\n'

  it('terms as given, the zone as the institution time zone, the reminder days; left out: no terms', () => {
    const result = parse(withTerms(`    timeZone: America/New_York\n    reminderDays: [10, 3]\n    terms:\n${spring}`))
    expect(result.ok && result.data.institutions[0]).toMatchObject({
      notifications: { timeZone: 'America/New_York' },
      reminderDays: [10, 3],
      terms: [{ name: '2027-spring', startsOn: '2027-01-11', endsOn: '2027-05-14', adoptionDeadline: '2026-12-14', booklistDeadline: '2026-12-07' }],
    })
    const plain = parse(valid)
    expect(plain.ok && plain.data.institutions[0]?.terms).toEqual([])
  })

  it('refuses each bad term at its field, saying what to write, and loads nothing', () => {
    const bad = [
      '      - { name: 2027-summer, starts: 2027-06-07, ends: 2027-08-13, adoptionDeadline: 2027-06-10, booklistDeadline: 2027-05-03 }\n',
      '      - { name: 2027-spring, starts: 2027-02-30, ends: 2027-05-14, adoptionDeadline: 2026-12-14, booklistDeadline: 2026-12-07 }\n',
      '      - { name: 2028-spring, starts: 2027-05-01, ends: 2027-09-01, adoptionDeadline: 2027-04-01, booklistDeadline: 2027-03-01 }\n',
    ]
    expect(errors(withTerms(`    reminderDays: [7, 7]\n    terms:\n${spring}${bad.join('')}`))).toEqual([
      'data.yaml:21:19 error[invalid-value] must not list a day twice (at $.institutions[0].reminderDays)',
      'data.yaml:24:86 error[invalid-value] must be before the term starts (at $.institutions[0].terms[1].adoptionDeadline)',
      'data.yaml:25:17 error[invalid-value] is already used by another term: Spring 2027 (at $.institutions[0].terms[2].name)',
      'data.yaml:25:38 error[invalid-value] 2027-02-30 is not a day of the calendar (at $.institutions[0].terms[2].starts)',
      'data.yaml:26:38 error[invalid-value] overlaps Spring 2027 (11 Jan – 14 May 2027): terms of one season may not overlap (at $.institutions[0].terms[3].starts)',
    ])
  })

  it('reads the library holdings and the low-cost threshold; refuses a holding listed twice and a negative threshold', () => {
    const result = parse(withTerms('    libraryHoldings: [t-1, 978-0-306-40615-7]\n    lowCostThreshold: 25.5\n'))
    expect(result.ok && result.data.institutions[0]).toMatchObject({ libraryHoldings: ['t-1', '978-0-306-40615-7'], lowCostThreshold: 25.5 })
    const bad = errors(withTerms('    libraryHoldings: [t-1, t-1]\n    lowCostThreshold: -1\n'))
    expect(bad.map((line) => line.replace(/^data\.yaml:\d+:\d+ /, ''))).toEqual([
      'error[invalid-value] must not list a title twice (at $.institutions[0].libraryHoldings)',
      'error[invalid-value] must not be negative (at $.institutions[0].lowCostThreshold)',
    ])
  })

  it('refuses a time zone given twice', () => {
    expect(errors(withTerms('    timeZone: UTC\n    notifications: { timeZone: UTC }\n'))).toEqual([
      "data.yaml:22:32 error[invalid-value] give the time zone once, as the institution's timeZone (notifications.timeZone is its older place) (at $.institutions[0].notifications.timeZone)",
    ])
  })
})

describe('parseDataFile reads the COUNTER API keys (counterApi)', () => {
  // A second institution, so customer IDs can collide; counterApi comes last, so its entries are lines 50 onwards.
  const second = valid.slice(valid.indexOf('  - id: inst-1'), valid.indexOf('users:')).replace(/inst-1/g, 'inst-2')
  const withCounterApi = (...entries: string[]) =>
    `${valid.replace('users:\n', `${second}users:\n`)}counterApi:\n${entries.map((entry) => `  - ${entry}\n`).join('')}`
  const key = 'cak_test_key_of_twenty_or_more'

  it('an entry as given, its name "Data file key" when left out; none: an empty list', () => {
    const result = parse(
      withCounterApi(
        `{ institution: inst-1, customerId: NB-0001, apiKey: ${key} }`,
        `{ institution: inst-1, customerId: NB-0001, apiKey: ${key}-2, requestorId: jusp, name: JUSP }`,
      ),
    )
    expect(result.ok && result.data.counterApi).toEqual([
      { institution: 'inst-1', customerId: 'NB-0001', apiKey: key, name: 'Data file key' },
      { institution: 'inst-1', customerId: 'NB-0001', apiKey: `${key}-2`, requestorId: 'jusp', name: 'JUSP' },
    ])
    const none = parse(valid)
    expect(none.ok && none.data.counterApi).toEqual([])
  })

  it('refuses an institution not in the file, at the entry, naming the ones that are', () => {
    expect(errors(withCounterApi(`{ institution: inst-3, customerId: NB-0001, apiKey: ${key} }`))).toEqual([
      'data.yaml:50:20 error[unknown-institution] "inst-3" is not an institution in this file (did you mean "inst-1"?); institutions: inst-1, inst-2 (at $.counterApi[0].institution)',
    ])
  })

  it('refuses a customer ID with a space, an empty one, a long one, an unquoted number and "The World"', () => {
    const entries = ['NB 0001', '""', 'x'.repeat(101), '0012345', '"0000000000000000"'].map(
      (customerId, i) => `{ institution: inst-${i === 0 ? 1 : 2}, customerId: ${customerId}, apiKey: ${key}-${i} }`,
    )
    const bad = errors(withCounterApi(...entries))
    expect(bad[0]).toBe(
      'data.yaml:50:40 error[invalid-value] must be 1-100 printable characters without spaces, such as NB-0001 (at $.counterApi[0].customerId)',
    )
    expect(bad.map((line) => line.replace(/^data\.yaml:(\d+):\d+ /, '$1 '))).toEqual([
      '50 error[invalid-value] must be 1-100 printable characters without spaces, such as NB-0001 (at $.counterApi[0].customerId)',
      '51 error[invalid-value] must be 1-100 printable characters without spaces, such as NB-0001 (at $.counterApi[1].customerId)',
      '52 error[invalid-value] must be 1-100 printable characters without spaces, such as NB-0001 (at $.counterApi[2].customerId)',
      '53 error[invalid-type] must be text: quote it (customerId: "0012345"), or YAML reads it as a number (at $.counterApi[3].customerId)',
      '54 error[invalid-value] 0000000000000000 is COUNTER\'s customer ID for "The World"; give the institution its own (at $.counterApi[4].customerId)',
    ])
  })

  it('refuses a key shorter than 20 characters, saying it is guessable, and one longer than 200', () => {
    const bad = errors(
      withCounterApi(
        `{ institution: inst-1, customerId: NB-0001, apiKey: short-key }`,
        `{ institution: inst-1, customerId: NB-0001, apiKey: ${'k'.repeat(201)} }`,
      ),
    )
    expect(bad).toEqual([
      'data.yaml:50:57 error[invalid-value] must be at least 20 characters: a short key is guessable; make one with `openssl rand -base64 32` (at $.counterApi[0].apiKey)',
      'data.yaml:51:57 error[invalid-value] must be at most 200 characters (at $.counterApi[1].apiKey)',
    ])
  })

  it('refuses two customer IDs for one institution, one customer ID for two, another institution id, and a key listed twice', () => {
    const bad = errors(
      withCounterApi(
        `{ institution: inst-1, customerId: NB-0001, apiKey: ${key} }`,
        `{ institution: inst-1, customerId: NB-0002, apiKey: ${key}-2 }`,
        `{ institution: inst-2, customerId: NB-0001, apiKey: ${key}-3 }`,
        `{ institution: inst-2, customerId: inst-1, apiKey: ${key}-4 }`,
        `{ institution: inst-2, customerId: WB-0001, apiKey: ${key} }`,
      ),
    )
    expect(bad).toEqual([
      'data.yaml:51:40 error[counter-customer-id] inst-1 already has customer ID "NB-0001" above; an institution has one customer ID, so give each of its entries "NB-0001" (at $.counterApi[1].customerId)',
      'data.yaml:52:40 error[counter-customer-id] customer ID "NB-0001" is already inst-1\'s; give inst-2 its own (at $.counterApi[2].customerId)',
      'data.yaml:53:40 error[counter-customer-id] customer ID "inst-1" is the id of institution inst-1, which harvesters may reach by its id; give inst-2 another (at $.counterApi[3].customerId)',
      'data.yaml:54:57 error[duplicate-counter-api-key] this apiKey is already listed above (for inst-1); give every entry its own key (at $.counterApi[4].apiKey)',
    ])
  })
})
