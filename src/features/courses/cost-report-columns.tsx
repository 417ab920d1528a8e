import { createColumnHelper } from '@tanstack/react-table'
import { moneyColumns, type CsvColumn } from '../../components/ui/csv-export.ts'
import { formatMoney } from '../../app/format/money.ts'
import type { CostFigures, CostReport } from '../../contracts/course-cost-report.ts'

/** A line of the report: a department, or (department null) the whole term, last. */
export interface CostReportRow extends CostFigures {
  readonly id: string
  readonly department: string | null
}

/** The report's lines: its departments in name order, then the term's totals. */
export function costReportRows(report: CostReport): CostReportRow[] {
  return [
    ...report.departments.map((department) => ({ ...department, id: `department:${department.department}` })),
    ...(report.departments.length === 0 ? [] : [{ ...report.totals, id: 'totals', department: null }]),
  ]
}

const allDepartments = 'All departments'
const departmentOf = (row: CostReportRow) => row.department ?? allDepartments

const column = createColumnHelper<CostReportRow>()

/** The report's columns on screen, money in the report's currency (the user's locale). */
export function costReportColumns(currency: string) {
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney({ minor, currency }))
  return [
    column.accessor(departmentOf, { id: 'department', header: 'Department' }),
    column.accessor('courses', { header: 'Courses' }),
    column.accessor('withList', { header: 'With a list' }),
    column.accessor('zeroCost', { header: 'Zero-cost' }),
    column.accessor('lowCost', { header: 'Low-cost (incl. zero)' }),
    column.accessor('medianPerStudent', { header: 'Median per student', cell: (info) => money(info.getValue()) }),
    column.accessor('totalPerStudent', { header: 'Total per student', cell: (info) => money(info.getValue()) }),
    column.accessor('notAdded', { header: 'Not added: other currencies' }),
  ]
}

/** The same columns in the export: amounts as plain decimals with a Currency column (moneyColumns); text, never markup. */
export function costReportCsvColumns(currency: string): CsvColumn<CostReportRow>[] {
  return [
    { header: 'Department', value: departmentOf },
    { header: 'Courses', value: (row) => row.courses },
    { header: 'With a list', value: (row) => row.withList },
    { header: 'Zero-cost', value: (row) => row.zeroCost },
    { header: 'Low-cost (incl. zero)', value: (row) => row.lowCost },
    ...moneyColumns<CostReportRow>(
      () => currency,
      [
        { header: 'Median per student', minor: (row) => row.medianPerStudent },
        { header: 'Total per student', minor: (row) => row.totalPerStudent },
      ],
    ),
    { header: 'Not added: other currencies', value: (row) => row.notAdded },
  ]
}
