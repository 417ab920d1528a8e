import { useEffect, useRef } from 'react'

/**
 * Moves focus to the page's heading when the page mounts, so a keyboard or
 * screen-reader user starts at what the page says rather than at the top of
 * the document. The heading needs tabIndex={-1} to take focus.
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}
