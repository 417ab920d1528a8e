import { useEffect, useId, useRef, useState } from 'react'

/** How long typing must pause before the URL (and so the search) changes: one request per pause, not per keystroke. */
export const searchDebounceMs = 250

/**
 * The search field, in a search landmark of the same name. What is typed shows at once; the URL's `q` follows after
 * a pause. A `q` changed from outside (back button, a link) replaces the text,
 * but the echo of our own update never overwrites what was typed since.
 */
export function SearchBox({ q, onSearch, label }: { q: string; onSearch: (q: string) => void; label: string }) {
  const id = useId()
  const [text, setText] = useState(q)
  const sent = useRef(q)
  const onSearchRef = useRef(onSearch)
  useEffect(() => {
    onSearchRef.current = onSearch
  }, [onSearch])

  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q
      setText(q)
    }
  }, [q])

  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text
      onSearchRef.current(text)
    }, searchDebounceMs)
    return () => clearTimeout(timer)
  }, [text])

  return (
    // A search landmark, so screen-reader users can jump to it (the one on the page: filters and results sit outside).
    <div className="search-box" role="search" aria-label={label}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        autoComplete="off"
        placeholder="Title, author, publisher or ISBN"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  )
}
