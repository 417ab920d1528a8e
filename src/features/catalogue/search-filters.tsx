import { useId, type ReactNode } from 'react'
import { catalogueSorts, licenceModels, titleFormats } from '../../contracts/catalogue-names.ts'
import type { CatalogueSearchParams } from './search-params.ts'

type FilterPatch = Partial<Record<keyof CatalogueSearchParams, string | number | undefined>>

const sortLabels: Record<(typeof catalogueSorts)[number], string> = {
  relevance: 'Best match',
  title: 'Title A–Z',
  'year-desc': 'Newest first',
  'year-asc': 'Oldest first',
  'price-asc': 'Price, lowest first',
  'price-desc': 'Price, highest first',
}

/**
 * The detailed search's filters and sort. Each change goes to the URL at once
 * (they are choices, not typing); prices are entered in major units and kept
 * in minor units, as the API counts them.
 */
export function SearchFilters({ params, onChange }: { params: CatalogueSearchParams; onChange: (patch: FilterPatch) => void }) {
  const major = (minor: number | undefined) => (minor === undefined ? '' : String(minor / 100))
  const toMinor = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? undefined : Math.round(Number(value) * 100))
  const toYear = (value: string) => (/^\d{4}$/.test(value.trim()) ? Number(value) : undefined)
  return (
    <fieldset className="search-filters">
      <legend>Filters</legend>
      <Select label="Format" value={params.format} options={titleFormats.map((f) => [f, f])} onChange={(format) => onChange({ format })} />
      <Select label="Licence model" value={params.licence} options={licenceModels.map((m) => [m, m])} onChange={(licence) => onChange({ licence })} />
      <Field label="Subject">
        {(id) => <input id={id} defaultValue={params.subject ?? ''} key={params.subject ?? ''} onBlur={(e) => onChange({ subject: e.target.value.trim() || undefined })} />}
      </Field>
      <Field label="Price from">
        {(id) => <input id={id} inputMode="decimal" defaultValue={major(params.priceMin)} key={`min${params.priceMin}`} onBlur={(e) => onChange({ priceMin: toMinor(e.target.value) })} />}
      </Field>
      <Field label="Price to">
        {(id) => <input id={id} inputMode="decimal" defaultValue={major(params.priceMax)} key={`max${params.priceMax}`} onBlur={(e) => onChange({ priceMax: toMinor(e.target.value) })} />}
      </Field>
      <Field label="Year from">
        {(id) => <input id={id} inputMode="numeric" defaultValue={params.yearFrom ?? ''} key={`from${params.yearFrom}`} onBlur={(e) => onChange({ yearFrom: toYear(e.target.value) })} />}
      </Field>
      <Field label="Year to">
        {(id) => <input id={id} inputMode="numeric" defaultValue={params.yearTo ?? ''} key={`to${params.yearTo}`} onBlur={(e) => onChange({ yearTo: toYear(e.target.value) })} />}
      </Field>
      <Select label="Sort by" value={params.sort ?? 'relevance'} options={catalogueSorts.map((s) => [s, sortLabels[s]])} onChange={(sort) => onChange({ sort: sort === 'relevance' ? undefined : sort })} anyLabel={null} />
    </fieldset>
  )
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="search-filter">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  )
}

function Select(props: { label: string; value: string | undefined; options: readonly (readonly [string, string])[]; onChange: (value: string | undefined) => void; anyLabel?: string | null }) {
  const { anyLabel = 'Any' } = props
  return (
    <Field label={props.label}>
      {(id) => (
        <select id={id} value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value || undefined)}>
          {anyLabel === null ? null : <option value="">{anyLabel}</option>}
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
