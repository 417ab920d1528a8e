import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, LinePath } from '@visx/shape'
import { useId } from 'react'
import { chartSummary, formatValue } from './chart-format.ts'
import { seriesStyle, type FillPattern, type MarkerShape } from './chart-style.ts'
import type { ChartData, ChartRow, ChartSeries } from './chart-types.ts'

// Drawn in a fixed coordinate box that scales with the card (width 100%): no
// resize observer, and the text stays proportionate down to a phone's width.
const width = 640
const height = 300
const margin = { top: 12, right: 16, bottom: 44, left: 76 }
const innerWidth = width - margin.left - margin.right
const innerHeight = height - margin.top - margin.bottom
const ink = '#333333'

/** At most this many months named on a line chart's axis; the table has them all. */
const maxMonthTicks = 7
/** Lines a category's name may wrap to beside its bars; each bar row is tall enough for them. */
const labelLines = 3
const labelLineHeight = 15
const grid = '#e3e3e3'

function Marker({ shape, x, y, color }: { shape: MarkerShape; x: number; y: number; color: string }) {
  const r = 4.5
  const common = { fill: color, stroke: color, strokeWidth: 1.5 }
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} {...common} />
    case 'square':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} {...common} />
    case 'triangle':
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`} {...common} />
    case 'diamond':
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`} {...common} />
    case 'cross':
      return <path d={`M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`} {...common} strokeWidth={2.5} />
    case 'bar':
      return <rect x={x - r} y={y - 1.5} width={r * 2} height={3} {...common} />
  }
}

/** One <pattern> per bar series: hatching, dots or lines in the series' colour, so no two series differ by colour alone. */
function PatternDef({ id, pattern, color }: { id: string; pattern: FillPattern; color: string }) {
  const tile = (children: React.ReactNode, size = 6) => (
    <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
      <rect width={size} height={size} fill="#ffffff" />
      {children}
    </pattern>
  )
  switch (pattern) {
    case 'solid':
      return tile(<rect width={6} height={6} fill={color} />)
    case 'diagonal':
      return tile(<path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke={color} strokeWidth={2} />)
    case 'dots':
      return tile(<circle cx={3} cy={3} r={1.6} fill={color} />)
    case 'horizontal':
      return tile(<path d="M0,3 h6" stroke={color} strokeWidth={2.5} />)
    case 'crosshatch':
      return tile(<path d="M0,0 l6,6 M6,0 l-6,6" stroke={color} strokeWidth={1.5} />)
    case 'vertical':
      return tile(<path d="M3,0 v6" stroke={color} strokeWidth={2.5} />)
  }
}

const valueOf = (row: ChartRow, series: ChartSeries) => row.values[series.key] ?? 0

/**
 * The drawing of one chart (visx: scales, axes and shapes, no chart runtime).
 * Loaded on demand by chart.tsx, so visx stays out of the first load and out
 * of pages without charts. The SVG is one image with a summary; the figures
 * themselves are in the card's table.
 */
export default function ChartDrawing({ chart, locale }: { chart: ChartData; locale?: string }) {
  return (
    <>
      <ChartSvg chart={chart} {...(locale ? { locale } : {})} />
      <ul className="chart-legend" aria-label="Legend">
        {chart.series.map((series, i) => (
          <li key={series.key}>
            <LegendSwatch shape={chart.shape} index={i} />
            {series.label}
          </li>
        ))}
      </ul>
    </>
  )
}

function ChartSvg({ chart, locale }: { chart: ChartData; locale?: string }) {
  return chart.shape === 'line' ? <LineSvg chart={chart} {...(locale ? { locale } : {})} /> : <BarSvg chart={chart} {...(locale ? { locale } : {})} />
}

/** Over time: a line per series across the months, every other month named once there are many (the table has them all). */
function LineSvg({ chart, locale }: { chart: ChartData; locale?: string }) {
  const unit = chart.series[0]?.unit ?? { kind: 'count' as const }
  const x = scaleBand<string>({ domain: chart.rows.map((row) => row.key), range: [0, innerWidth], padding: 0 })
  const y = scaleLinear<number>({ domain: [0, maxValue(chart) || 1], range: [innerHeight, 0], nice: true })
  const labels = new Map(chart.rows.map((row) => [row.key, row.label]))
  const step = Math.ceil(chart.rows.length / maxMonthTicks)
  const tickValues = chart.rows.filter((_, i) => i % step === 0).map((row) => row.key)
  const centre = (row: ChartRow) => (x(row.key) ?? 0) + x.bandwidth() / 2

  return (
    <svg className="chart-svg" viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={chartSummary(chart, locale)}>
      <Group left={margin.left} top={margin.top}>
        {y.ticks(5).map((tick) => (
          <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke={grid} />
        ))}
        {chart.series.map((series, i) => {
          const style = seriesStyle(i)
          return (
            <g key={series.key}>
              <LinePath<ChartRow>
                data={[...chart.rows]}
                x={centre}
                y={(row) => y(valueOf(row, series))}
                stroke={style.color}
                strokeWidth={2.5}
                strokeDasharray={style.dash || undefined}
              />
              {chart.rows.map((row) => (
                <Marker key={row.key} shape={style.marker} x={centre(row)} y={y(valueOf(row, series))} color={style.color} />
              ))}
            </g>
          )
        })}
        <AxisLeft
          scale={y}
          numTicks={5}
          tickFormat={(value) => formatValue(Number(value), unit, locale, true)}
          stroke={ink}
          tickStroke={ink}
          tickLabelProps={{ fill: ink, fontSize: 12 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={tickValues}
          tickFormat={(key) => labels.get(key) ?? key}
          stroke={ink}
          tickStroke={ink}
          // Each month's name wraps within the space between its named ticks, never cut or overlapping.
          tickLabelProps={{ fill: ink, fontSize: 11, width: x.bandwidth() * step - 4 }}
          label={chart.categoryLabel}
          labelProps={{ fill: ink, fontSize: 12, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  )
}

/**
 * By category: horizontal bars, so a long name (a course, a title) reads
 * beside its bars, wrapped onto up to three lines rather than cut; the
 * drawing grows with the number of categories.
 */
function BarSvg({ chart, locale }: { chart: ChartData; locale?: string }) {
  const prefix = useId()
  const unit = chart.series[0]?.unit ?? { kind: 'count' as const }
  const bar = { top: 8, right: 24, bottom: 32, left: 220 }
  const rowHeight = Math.max(10 + 14 * chart.series.length, labelLines * labelLineHeight)
  const barsHeight = rowHeight * chart.rows.length
  const barsWidth = width - bar.left - bar.right
  const y = scaleBand<string>({ domain: chart.rows.map((row) => row.key), range: [0, barsHeight], padding: 0.2 })
  const x = scaleLinear<number>({ domain: [0, maxValue(chart) || 1], range: [0, barsWidth], nice: true })
  const inner = scaleBand<string>({ domain: chart.series.map((series) => series.key), range: [0, y.bandwidth()], padding: 0.08 })
  const labels = new Map(chart.rows.map((row) => [row.key, row.label]))

  return (
    <svg className="chart-svg" viewBox={`0 0 ${width} ${bar.top + barsHeight + bar.bottom}`} width="100%" role="img" aria-label={chartSummary(chart, locale)}>
      <defs>
        {chart.series.map((series, i) => (
          <PatternDef key={series.key} id={`${prefix}-p${i}`} pattern={seriesStyle(i).pattern} color={seriesStyle(i).color} />
        ))}
      </defs>
      <Group left={bar.left} top={bar.top}>
        {x.ticks(5).map((tick) => (
          <line key={tick} x1={x(tick)} x2={x(tick)} y1={0} y2={barsHeight} stroke={grid} />
        ))}
        {chart.rows.map((row) => (
          <Group key={row.key} top={y(row.key) ?? 0}>
            {chart.series.map((series, i) => (
              <Bar
                key={series.key}
                x={0}
                y={inner(series.key) ?? 0}
                width={x(valueOf(row, series))}
                height={inner.bandwidth()}
                fill={`url(#${prefix}-p${i})`}
                stroke={seriesStyle(i).color}
                strokeWidth={1.5}
              />
            ))}
          </Group>
        ))}
        <AxisLeft
          scale={y}
          tickFormat={(key) => labels.get(key) ?? key}
          stroke={ink}
          tickStroke={ink}
          tickLabelProps={{ fill: ink, fontSize: 12, width: bar.left - 12, lineHeight: labelLineHeight, verticalAnchor: 'middle' }}
        />
        <AxisBottom
          top={barsHeight}
          scale={x}
          numTicks={5}
          tickFormat={(value) => formatValue(Number(value), unit, locale, true)}
          stroke={ink}
          tickStroke={ink}
          tickLabelProps={{ fill: ink, fontSize: 12 }}
        />
      </Group>
    </svg>
  )
}

const maxValue = (chart: ChartData) => Math.max(0, ...chart.rows.flatMap((row) => chart.series.map((series) => valueOf(row, series))))

/** A legend swatch drawn like its series (marker and dash, or the bar's pattern), beside the series' name in text. */
function LegendSwatch({ shape, index }: { shape: ChartData['shape']; index: number }) {
  const style = seriesStyle(index)
  const id = `${useId()}-swatch`
  return (
    <svg width={28} height={14} aria-hidden="true" focusable="false">
      {shape === 'line' ? (
        <>
          <line x1={0} x2={28} y1={7} y2={7} stroke={style.color} strokeWidth={2.5} strokeDasharray={style.dash || undefined} />
          <Marker shape={style.marker} x={14} y={7} color={style.color} />
        </>
      ) : (
        <>
          <defs>
            <PatternDef id={id} pattern={style.pattern} color={style.color} />
          </defs>
          <rect x={1} y={1} width={26} height={12} fill={`url(#${id})`} stroke={style.color} strokeWidth={1.5} />
        </>
      )}
    </svg>
  )
}
