import { DebouncedInput } from '../../components/ui/debounced-input.tsx'

/**
 * The catalogue's search field, in a search landmark of the same name (the
 * one on the page: filters and results sit outside), so screen-reader users
 * can jump to it. The URL's `q` follows the typing after a pause.
 */
export function SearchBox({ q, onSearch, label, error }: { q: string; onSearch: (q: string) => void; label: string; error?: string | undefined }) {
  return (
    <div className="search-box" role="search" aria-label={label}>
      <DebouncedInput
        label={label}
        type="search"
        value={q}
        maxLength={200}
        autoComplete="off"
        placeholder="Title, author, publisher or ISBN"
        error={error}
        onValue={onSearch}
      />
    </div>
  )
}
