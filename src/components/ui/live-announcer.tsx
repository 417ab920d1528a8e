import { useEffect, useRef, useState } from 'react'

/** Something to say once: its key (a change's id) tells a new one from one already said. */
export interface Announcement {
  readonly key: string
  readonly text: string
}

/**
 * A screen's one polite live region for what changed on it (rows marked by
 * someone else's change): each announcement is said once, when it first
 * appears, however often the screen re-renders with it, so a screen reader
 * hears the news without the list reading every row's mark.
 */
export function LiveAnnouncer({ announcements }: { readonly announcements: readonly Announcement[] }) {
  const said = useRef(new Set<string>())
  const [text, setText] = useState('')
  useEffect(() => {
    const fresh = announcements.filter((announcement) => !said.current.has(announcement.key))
    if (fresh.length === 0) return
    for (const announcement of fresh) said.current.add(announcement.key)
    // Only the new ones: the region's text changing is what a screen reader reads out.
    setText(fresh.map((announcement) => announcement.text).join('. '))
  }, [announcements])
  return (
    <p className="visually-hidden" aria-live="polite" data-live-announcer="">
      {text}
    </p>
  )
}
