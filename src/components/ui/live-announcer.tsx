import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

/** Something to say once: its key (a change's id) tells a new one from one already said. */
export interface Announcement {
  readonly key: string
  readonly text: string
}

interface Announcer {
  /** Says the text in the screen's one region, with whatever else is said in the same render. */
  readonly say: (text: string) => void
  /** Keys already said here: an announcement shown by two tables, or re-rendered, is said once. */
  readonly said: Set<string>
}

const AnnouncerContext = createContext<Announcer | undefined>(undefined)

/**
 * A screen's one polite live region, for all it has to say as it changes: the
 * lists' counts ("3 staff members") and what someone else changed ("Chemistry:
 * approved by omar@westbrook.example just now"). One region, not one per table
 * or row, so a screen reader hears each piece of news once and in one voice.
 */
export function LiveAnnouncerProvider({ children }: { readonly children: ReactNode }) {
  // A new object per say: the same words said again still render (and clear the batch below).
  const [spoken, setSpoken] = useState<{ readonly text: string }>({ text: '' })
  const batch = useRef<string[]>([])
  const [said] = useState(() => new Set<string>())
  const say = useCallback((text: string) => {
    // What several tables say in one render (their effects run together) is read as one sentence list.
    batch.current.push(text)
    setSpoken({ text: batch.current.join('. ') })
  }, [])
  useEffect(() => {
    batch.current = []
  }, [spoken])
  const announcer = useMemo(() => ({ say, said }), [say, said])
  return (
    <AnnouncerContext.Provider value={announcer}>
      <p className="visually-hidden" aria-live="polite" data-live-announcer="">
        {spoken.text}
      </p>
      {children}
    </AnnouncerContext.Provider>
  )
}

/**
 * The enclosing screen's region, or one of its own when there is none (a list
 * rendered alone, in a test or the studio), so nothing said is lost.
 */
export function LiveAnnouncerScope({ children }: { readonly children: ReactNode }) {
  return useContext(AnnouncerContext) ? <>{children}</> : <LiveAnnouncerProvider>{children}</LiveAnnouncerProvider>
}

/** Says each announcement once, when it first appears, however often the screen re-renders with it. */
export function useAnnounce(announcements: readonly Announcement[]): void {
  const announcer = useContext(AnnouncerContext)
  useEffect(() => {
    if (!announcer) return
    const fresh = announcements.filter((announcement) => !announcer.said.has(announcement.key))
    if (fresh.length === 0) return
    for (const announcement of fresh) announcer.said.add(announcement.key)
    // Only the new ones: the region's text changing is what a screen reader reads out.
    announcer.say(fresh.map((announcement) => announcement.text).join('. '))
  }, [announcer, announcements])
}

/** Says a status line ("3 staff members") whenever its words change; nothing while it is empty. */
export function useAnnounceStatus(text: string): void {
  const announcer = useContext(AnnouncerContext)
  // The words last said: an effect run again with the same words (StrictMode, a new announcer) says nothing.
  const last = useRef('')
  useEffect(() => {
    if (!announcer || text === last.current) return
    last.current = text
    if (text !== '') announcer.say(text)
  }, [announcer, text])
}

/**
 * A list's status line, shown where it stands and said through the screen's
 * one region (it is not a live region itself).
 */
export function LiveStatus({ text, className }: { readonly text: string; readonly className?: string }) {
  useAnnounceStatus(text)
  return <p className={className}>{text}</p>
}

/** Announcements fed to the screen's region (or a region of its own, outside any screen's). */
export function LiveAnnouncer({ announcements }: { readonly announcements: readonly Announcement[] }) {
  return (
    <LiveAnnouncerScope>
      <Announce announcements={announcements} />
    </LiveAnnouncerScope>
  )
}

function Announce({ announcements }: { readonly announcements: readonly Announcement[] }) {
  useAnnounce(announcements)
  return null
}
