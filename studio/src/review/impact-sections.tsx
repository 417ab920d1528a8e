import type { AccessChange, FlipGroup, ImpactPerson, ReplayResult, StaffImpact } from '../../../scripts/policy/semantics/impact/impact-types.ts'
import type { ImpactView } from './use-impact.ts'

/**
 * "Impact on staff" and "Impact on recent decisions": what the edit does to the real staff of the
 * database the studio was started with, and to the decisions the server logged lately (issue 59).
 * Everything read from the database is rendered as text.
 */
export function ImpactSections({ view }: { readonly view: ImpactView }) {
  const { database, impact, error, updating } = view
  if (database && !database.connected)
    return (
      <p className="hint impact-off">
        Not connected to a database. Start the studio with <code>npm run studio -- --database</code> to see the effect on real staff and recent decisions.
      </p>
    )
  if (error && !database)
    return (
      <p className="stale" role="alert">
        {error}
      </p>
    )
  return (
    <section className="impact" aria-label="Impact on the database" aria-busy={updating || (!impact && !error)}>
      {database ? (
        <p className="hint">
          Database: {database.location} ({database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})
        </p>
      ) : null}
      {error ? (
        <p className="stale" role="alert">
          {error}
        </p>
      ) : impact ? (
        <>
          {updating ? <p className="updating">Reading the database for your latest edit…</p> : null}
          <StaffSection staff={impact.staff} />
          <DecisionsSection decisions={impact.decisions} />
        </>
      ) : (
        <p>Reading the database…</p>
      )}
    </section>
  )
}

export function StaffSection({ staff }: { readonly staff: StaffImpact }) {
  const shown = staff.institutions.filter((institution) => institution.changes.length > 0 || institution.problem)
  const changed = staff.institutions.some((institution) => institution.changes.length > 0)
  return (
    <>
      <h3>Impact on staff</h3>
      {changed ? null : <p>No real staff member gains or loses anything ({staff.staffCount} compared).</p>}
      {shown.length > 0 ? (
        <ul className="impact-list" aria-label="Staff impact by institution">
          {shown.map((institution) => (
            <li key={institution.id}>
              <strong>{institution.name}</strong> <span className="hint">({staffCount(institution.staffCount)})</span>
              {institution.problem ? <p className="stale">Not compared: {institution.problem}</p> : null}
              {institution.changes.map((change) => (
                <details key={`${change.kind}:${change.key}:${change.direction}`}>
                  <summary className={directionClass[change.direction]}>{changeSummary(change)}</summary>
                  <ul className="impact-people">
                    {change.people.map((person) => (
                      <Person key={person.id} person={person} />
                    ))}
                  </ul>
                </details>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

const directionClass: Record<AccessChange['direction'], string> = { gains: 'gained', loses: 'lost', scope: 'scope' }

export function changeSummary(change: AccessChange): string {
  const direction = change.direction === 'scope' ? 'changes the scope of' : change.direction
  return `${direction} ${change.kind} ${change.label}: ${staffCount(change.people.length)}`
}

function staffCount(count: number): string {
  return count === 1 ? '1 staff member' : `${count} staff`
}

function Person({ person }: { readonly person: ImpactPerson }) {
  return (
    <li>
      <span className="person">{person.email}</span>
      {person.name ? ` (${person.name})` : null}
      {person.before !== undefined || person.after !== undefined ? (
        <span className="scope-change">
          : {person.before ?? 'never'} → {person.after ?? 'never'}
        </span>
      ) : null}
      <div className="hint">{person.decidedBy}</div>
    </li>
  )
}

export function DecisionsSection({ decisions }: { readonly decisions: ReplayResult }) {
  return (
    <>
      <h3>Impact on recent decisions</h3>
      {decisions.considered === 0 ? (
        <p>No decisions are logged yet: the server logs access decisions as staff use the product, and they are replayed here.</p>
      ) : (
        <>
          <p>
            Of the last {decisions.considered} decisions ({time(decisions.from)} to {time(decisions.to)}), {decisions.flips} would go the other way.
          </p>
          {decisions.groups.length > 0 ? (
            <ul className="impact-list" aria-label="Decisions that would go the other way">
              {decisions.groups.map((group) => (
                <li key={`${group.procedure}:${group.rule}:${group.from}:${group.to}`}>
                  <details>
                    <summary className={group.to === 'allowed' ? 'gained' : 'lost'}>{groupSummary(group)}</summary>
                    <ul className="impact-people">
                      {group.examples.map((example, index) => (
                        <li key={`${index}:${example.at}`}>
                          {time(example.at)} · <span className="person">{example.email ?? example.userId}</span>
                          {example.recordId !== null ? <> · record {example.recordId}</> : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="hint impact-notes" aria-label="About the replay">
            {decisions.factsAsTheyWere > 0 ? (
              <li>{decisions.factsAsTheyWere} replayed with the permissions their person held then, rebuilt from the history.</li>
            ) : null}
            {decisions.replayed > 0 ? (
              <li>
                {decisions.factsChangedSince} of {decisions.replayed} replayed decisions were made with other facts that the history cannot rebuild (a flag or
                an institution setting): they are replayed with today’s.
              </li>
            ) : null}
            {decisions.personGone > 0 ? <li>{decisions.personGone} not replayed: their staff member no longer exists or is disabled.</li> : null}
            {decisions.differFromLogged > 0 ? (
              <li>{decisions.differFromLogged} would be answered differently by git HEAD's policy today than the server answered then.</li>
            ) : null}
            {decisions.loggedUnderOtherPolicy > 0 ? <li>{decisions.loggedUnderOtherPolicy} were logged under another policy than git HEAD's.</li> : null}
          </ul>
        </>
      )}
    </>
  )
}

export function groupSummary(group: FlipGroup): string {
  return `${group.procedure} · ${group.rule}: ${group.from} → ${group.to} — ${group.count}`
}

/** An ISO time as "2024-05-01 10:22 UTC"; anything else as it is. */
function time(iso: string | null) {
  if (iso === null) return '?'
  const date = new Date(iso)
  const text = Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
  return <time dateTime={iso}>{text}</time>
}
