import { subject } from '@casl/ability'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { RoutePath } from '../../generated/policy-names.gen.ts'
import { useAppAbility } from '../policy-view/policy-ability.tsx'

interface RecordLinkProps {
  /** The record's own text (a title, a course code): rendered as text, never as markup. */
  readonly children: string
  readonly className?: string
}

/**
 * The record's text, linked to a page where the user may open it (the compiled `visit Route` rule):
 * a link they could not follow stays text.
 */
function Linked({ path, text, link }: { path: RoutePath; text: RecordLinkProps; link: (text: RecordLinkProps) => ReactNode }) {
  const mayVisit = useAppAbility().can('visit', subject('Route', { path }))
  return mayVisit ? link(text) : <span className={text.className}>{text.children}</span>
}

/** A catalogue title's name, linked to its page (/search/$nbsi). */
export function TitleLink({ nbsi, ...text }: RecordLinkProps & { readonly nbsi: string }) {
  return <Linked path="/search/$nbsi" text={text} link={(props) => <Link to="/search/$nbsi" params={{ nbsi }} {...props} />} />
}

/** A course code (or name), linked to the course's booklist (/booklist?list=…). */
export function BooklistLink({ booklistId, ...text }: RecordLinkProps & { readonly booklistId: string }) {
  return <Linked path="/booklist" text={text} link={(props) => <Link to="/booklist" search={{ list: booklistId }} {...props} />} />
}

/** A course code, linked to the courses list searched for it (/courses?q=CODE), for a row that knows no booklist. */
export function CourseLink({ code, ...text }: RecordLinkProps & { readonly code: string }) {
  return <Linked path="/courses" text={text} link={(props) => <Link to="/courses" search={{ q: code }} {...props} />} />
}
