import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  counterReportingPeriod,
  counterReports,
  counterRelease,
  type CounterAccessType,
  type CounterMetricType,
  type CounterReportHeader,
  type CounterReportId,
  type CounterReportItem,
} from '../../../contracts/counter-reports.ts'
import { counterTsv, counterTsvHead, counterTsvItemLines } from './counter-tsv.ts'
import { hyphenatedIsbn } from '../../db/counter/isbn-hyphens.ts'

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/counter/${name}`, import.meta.url), 'utf8')

/** The sample's rows as cells, without the byte-order mark and the empty string after the final LF. */
function sampleRows(text: string): string[][] {
  expect(text.startsWith('\ufeff')).toBe(true)
  expect(text.endsWith('\n')).toBe(true)
  return text
    .slice(1, -1)
    .split('\n')
    .map((line) => line.split('\t'))
}

/** `Jan-2022` back to `2022-01`. */
const monthKey = (heading: string) => {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${heading.slice(4)}-${String(names.indexOf(heading.slice(0, 3)) + 1).padStart(2, '0')}`
}

/** The sample's header values, its months and its body rows grouped into items (a title, and in TR_B3 an access type). */
function readSample(text: string) {
  const rows = sampleRows(text)
  const value = (label: string) => rows.slice(0, 13).find((cells) => cells[0] === label)?.[1] ?? 'missing'
  const header: CounterReportHeader = {
    reportName: value('Report_Name'),
    reportId: value('Report_ID') as CounterReportId,
    release: value('Release'),
    institutionName: value('Institution_Name'),
    institutionId: value('Institution_ID'),
    metricTypes: value('Metric_Types'),
    reportFilters: value('Report_Filters'),
    reportAttributes: value('Report_Attributes'),
    exceptions: value('Exceptions'),
    reportingPeriod: value('Reporting_Period'),
    created: value('Created'),
    createdBy: value('Created_By'),
    registryRecord: value('Registry_Record'),
  }
  const headings = rows[14]!
  const metricColumn = headings.indexOf('Metric_Type')
  const months = headings.slice(metricColumn + 2).map(monthKey)
  const items = new Map<string, CounterReportItem & { lines: CounterReportItem['lines'][number][] }>()
  for (const cells of rows.slice(15)) {
    const cell = (heading: string) => cells[headings.indexOf(heading)] ?? ''
    const key = cells.slice(0, metricColumn).join('\t')
    const item = items.get(key) ?? {
      title: cell('Title'),
      publisher: cell('Publisher'),
      publisherId: cell('Publisher_ID'),
      platform: cell('Platform'),
      doi: cell('DOI'),
      proprietaryId: cell('Proprietary_ID'),
      // As the catalogue stores it: 13 digits, hyphenated on the way out.
      isbn: hyphenatedIsbn(cell('ISBN').replaceAll('-', '')),
      printIssn: cell('Print_ISSN'),
      onlineIssn: cell('Online_ISSN'),
      uri: cell('URI'),
      dataType: cell('Data_Type') as CounterReportItem['dataType'],
      yop: cell('YOP'),
      ...(headings.includes('Access_Type') ? { accessType: cell('Access_Type') as CounterAccessType } : {}),
      lines: [],
    }
    const [total, ...counts] = cells.slice(metricColumn + 1).map(Number)
    item.lines.push({ metricType: cell('Metric_Type') as CounterMetricType, total: total!, months: counts })
    items.set(key, item)
  }
  return { header, months, items: [...items.values()] }
}

describe('counterTsv reproduces COUNTER’s sample reports byte for byte', () => {
  it.each([
    ['TR_B1', 'TRB1_sample_r51.tsv'],
    ['TR_B3', 'TRB3_sample_r51.tsv'],
  ] as const)('%s (%s)', (report, file) => {
    const sample = fixture(file)
    const { header, months, items } = readSample(sample)
    expect(items.length).toBe(2)
    const output = counterTsv(header, report, months, items)
    expect(output).toBe(sample)
    expect(Buffer.from(output, 'utf8').equals(readFileSync(new URL(`../../../../tests/fixtures/counter/${file}`, import.meta.url)))).toBe(true)
  })
})

const months = ['2026-01', '2026-02', '2026-03']

/** The header the release defines for a report (table 4.i), with this institution's values. */
function definedHeader(report: CounterReportId): CounterReportHeader {
  const definition = counterReports[report]
  return {
    reportName: definition.name,
    reportId: report,
    release: counterRelease,
    institutionName: 'Pell College',
    institutionId: 'ISNI:0000000121234567',
    metricTypes: definition.metricTypes.join('; '),
    reportFilters: definition.reportFilters,
    reportAttributes: '',
    exceptions: '',
    reportingPeriod: counterReportingPeriod('2026-01', '2026-03'),
    created: '2026-04-02T08:00:00Z',
    createdBy: 'Adoptions',
    registryRecord: '',
  }
}

function item(overrides: Partial<CounterReportItem> = {}): CounterReportItem {
  return {
    title: 'Cell Biology',
    publisher: 'Pell & Marsh',
    publisherId: '',
    platform: 'Adoptions',
    doi: '',
    proprietaryId: 'Adoptions:t-1',
    isbn: '978-3-16-148410-0',
    printIssn: '',
    onlineIssn: '',
    uri: '',
    dataType: 'Book',
    yop: '2024',
    accessType: 'Controlled',
    lines: [{ metricType: 'Total_Item_Requests', total: 7, months: [3, 0, 4] }],
    ...overrides,
  }
}

const lines = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .split('\n')
    .slice(0, -1)

describe('the layout Release 5.1 defines (tables 4.i and 4.k)', () => {
  const labels = [
    'Report_Name',
    'Report_ID',
    'Release',
    'Institution_Name',
    'Institution_ID',
    'Metric_Types',
    'Report_Filters',
    'Report_Attributes',
    'Exceptions',
    'Reporting_Period',
    'Created',
    'Created_By',
    'Registry_Record',
  ]
  const bookColumns = [
    'Title',
    'Publisher',
    'Publisher_ID',
    'Platform',
    'DOI',
    'Proprietary_ID',
    'ISBN',
    'Print_ISSN',
    'Online_ISSN',
    'URI',
    'Data_Type',
    'YOP',
  ]
  const cases = {
    TR_B1: {
      values: [
        'Book Requests (Controlled)',
        'TR_B1',
        '5.1',
        'Total_Item_Requests; Unique_Title_Requests',
        // Table 4.i breaks the line after `Book|`; the release's sample reports write it without a space.
        'Data_Type=Book|Reference_Work; Access_Type=Controlled; Access_Method=Regular',
      ],
      headings: [...bookColumns, 'Metric_Type', 'Reporting_Period_Total', 'Jan-2026', 'Feb-2026', 'Mar-2026'],
    },
    TR_B3: {
      values: [
        'Book Usage by Access Type',
        'TR_B3',
        '5.1',
        'Total_Item_Investigations; Total_Item_Requests; Unique_Item_Investigations; Unique_Item_Requests; Unique_Title_Investigations; Unique_Title_Requests',
        'Data_Type=Book|Reference_Work; Access_Method=Regular',
      ],
      headings: [...bookColumns, 'Access_Type', 'Metric_Type', 'Reporting_Period_Total', 'Jan-2026', 'Feb-2026', 'Mar-2026'],
    },
  } as const

  it.each(['TR_B1', 'TR_B3'] as const)('%s: header rows, blank row 14, column headings, equal cell counts', (report) => {
    const text = counterTsv(definedHeader(report), report, months, [item()])
    expect(text.startsWith('\ufeffReport_Name\t')).toBe(true)
    const rows = lines(text).map((line) => line.split('\t'))
    expect(rows.slice(0, 13).map((cells) => cells[0])).toEqual(labels)
    const value = (label: string) => rows.find((cells) => cells[0] === label)?.[1]
    const [name, id, release, metricTypes, filters] = cases[report].values
    expect([value('Report_Name'), value('Report_ID'), value('Release'), value('Metric_Types'), value('Report_Filters')]).toEqual([
      name,
      id,
      release,
      metricTypes,
      filters,
    ])
    expect(value('Report_Attributes')).toBe('')
    expect(value('Reporting_Period')).toBe('Begin_Date=2026-01-01; End_Date=2026-03-31')
    expect(rows[13]!.every((cell) => cell === '')).toBe(true)
    expect(rows[14]).toEqual(cases[report].headings)
    expect(rows).toHaveLength(16)
    for (const cells of rows) expect(cells).toHaveLength(cases[report].headings.length)
    expect(text.includes('\r')).toBe(false)
  })

  it('writes Access_Type only in TR_B3, before Metric_Type', () => {
    expect(counterTsvItemLines('TR_B1', item())).toBe(
      'Cell Biology\tPell & Marsh\t\tAdoptions\t\tAdoptions:t-1\t978-3-16-148410-0\t\t\t\tBook\t2024\tTotal_Item_Requests\t7\t3\t0\t4\n',
    )
    expect(counterTsvItemLines('TR_B3', item({ accessType: 'Open' }))).toBe(
      'Cell Biology\tPell & Marsh\t\tAdoptions\t\tAdoptions:t-1\t978-3-16-148410-0\t\t\t\tBook\t2024\tOpen\tTotal_Item_Requests\t7\t3\t0\t4\n',
    )
  })

  it('streams the same text as the whole report: head, then item lines page by page', () => {
    const items = [item(), item({ title: 'Second' }), item({ title: 'Third' })]
    const header = definedHeader('TR_B3')
    const streamed =
      counterTsvHead(header, 'TR_B3', months) +
      [items.slice(0, 2), items.slice(2)].map((page) => page.map((i) => counterTsvItemLines('TR_B3', i)).join('')).join('')
    expect(streamed).toBe(counterTsv(header, 'TR_B3', months, items))
  })

  it('ends with the column headings when there is no usage', () => {
    expect(counterTsv(definedHeader('TR_B1'), 'TR_B1', months, []).endsWith('Mar-2026\n')).toBe(true)
  })
})

describe('hostile text stays one cell of plain text', () => {
  const cellsOf = (text: string) => {
    const body = lines(text).slice(15)
    expect(body).toHaveLength(1)
    return body[0]!.split('\t')
  }

  it('neutralises formulas in text cells with a leading apostrophe (OWASP, CSV injection)', () => {
    const cells = cellsOf(
      counterTsv(definedHeader('TR_B1'), 'TR_B1', months, [item({ title: '=HYPERLINK("http://x")', publisher: '-1+2', platform: '+SUM(A1)', doi: '@cmd' })]),
    )
    expect(cells.slice(0, 5)).toEqual([`'=HYPERLINK("http://x")`, `'-1+2`, '', `'+SUM(A1)`, `'@cmd`])
  })

  it('keeps a title with a tab and a line break on its line, in its own cell', () => {
    const text = counterTsv(definedHeader('TR_B1'), 'TR_B1', months, [item({ title: 'Cells\tand\nTissues\r\nVol. 2\u2028', publisher: 'Pell\r' })])
    const cells = cellsOf(text)
    expect(cells).toHaveLength(17)
    expect(cells.slice(0, 2)).toEqual(['Cells and Tissues  Vol. 2 ', 'Pell '])
  })

  it('neutralises a line break that would start a formula on a new line', () => {
    const cells = cellsOf(counterTsv(definedHeader('TR_B1'), 'TR_B1', months, [item({ title: '\n=1+1' })]))
    expect(cells[0]).toBe(' =1+1')
  })

  it('sanitises header values the institution supplies', () => {
    const header = { ...definedHeader('TR_B1'), institutionName: '=cmd|"/c calc"!A1\tx\ny' }
    const rows = lines(counterTsvHead(header, 'TR_B1', months)).map((line) => line.split('\t'))
    expect(rows).toHaveLength(15)
    expect(rows[3]!.slice(0, 2)).toEqual(['Institution_Name', `'=cmd|"/c calc"!A1 x y`])
  })

  it('writes a quote as itself, never wrapped in quotes', () => {
    expect(cellsOf(counterTsv(definedHeader('TR_B1'), 'TR_B1', months, [item({ title: 'The "Cell"' })]))[0]).toBe('The "Cell"')
  })

  it('never prefixes counts', () => {
    const cells = cellsOf(
      counterTsv(definedHeader('TR_B1'), 'TR_B1', months, [item({ lines: [{ metricType: 'Total_Item_Requests', total: 12, months: [0, 10, 2] }] })]),
    )
    expect(cells.slice(-5)).toEqual(['Total_Item_Requests', '12', '0', '10', '2'])
  })
})

describe('zero usage (Code of Practice 3.3.9)', () => {
  it('writes only the metric lines it is given, and a month without usage as 0', () => {
    const text = counterTsvItemLines(
      'TR_B3',
      item({
        lines: [
          { metricType: 'Total_Item_Investigations', total: 5, months: [0, 5, 0] },
          { metricType: 'Unique_Title_Investigations', total: 1, months: [0, 1, 0] },
        ],
      }),
    )
    const rows = lines(text).map((line) => line.split('\t'))
    expect(rows.map((cells) => cells[13])).toEqual(['Total_Item_Investigations', 'Unique_Title_Investigations'])
    expect(rows.map((cells) => cells.slice(-4))).toEqual([
      ['5', '0', '5', '0'],
      ['1', '0', '1', '0'],
    ])
  })

  it('writes nothing for an item without metric lines', () => {
    expect(counterTsvItemLines('TR_B1', item({ lines: [] }))).toBe('')
  })
})
