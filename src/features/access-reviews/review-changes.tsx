import { useQuery } from '@tanstack/react-query'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { Notice } from '../../components/ui/notice.tsx'
import type { GainedAndLost, PersonAccessChange, ReviewComparison } from '../../contracts/access-reviews.ts'
import { formatDay, formatEventTime } from '../../contracts/dates.ts'
import { actionWords, menuWords, pageWords, reasonWords } from './review-words.ts'

/** What changed since the institution's previous review (accessReviews.compare). */
export function ReviewChanges({ reviewId }: { reviewId: string }) {
  const trpc = useTRPC()
  const compared = useQuery(trpc.accessReviews.compare.queryOptions({ id: reviewId }))
  return (
    <section aria-label="Changes since the previous review">
      <h2>Changes since the previous review</h2>
      {compared.status === 'pending' ? <p aria-busy="true">Comparing with the previous review…</p> : null}
      {compared.status === 'error' ? <QueryErrorState what="The comparison" error={compared.error} onRetry={() => compared.refetch()} /> : null}
      {compared.status === 'success' ? <Comparison comparison={compared.data} /> : null}
    </section>
  )
}

function Comparison({ comparison }: { comparison: ReviewComparison }) {
  if (comparison.previous === null)
    return <EmptyState title="This is the institution’s first review">Later reviews show here what changed since this one.</EmptyState>
  const nothing =
    comparison.changed.length === 0 &&
    comparison.peopleAdded.length === 0 &&
    comparison.peopleRemoved.length === 0 &&
    comparison.policyChanged === null &&
    !comparison.factsChanged
  return (
    <>
      <p>Compared with the review of {formatDay(comparison.previous.startedAt)}.</p>
      {comparison.policyChanged ? (
        <Notice title="The policy changed between the two reviews">
          <p>
            From <code className="access-review-hash">{comparison.policyChanged.from}</code> to{' '}
            <code className="access-review-hash">{comparison.policyChanged.to}</code>: the same permissions may give other access.
          </p>
        </Notice>
      ) : null}
      {comparison.factsChanged ? (
        <Notice title="The institution’s settings changed between the two reviews">
          <p>Its feature flags or configuration differ, which can change what the same permissions give.</p>
        </Notice>
      ) : null}
      {nothing ? <EmptyState title="Nothing changed: everyone has the access they had at the previous review." /> : null}
      <People title="People added" people={comparison.peopleAdded} />
      <People title="People removed" people={comparison.peopleRemoved} />
      {comparison.changed.length > 0 ? (
        <>
          <h3>People whose access changed</h3>
          {comparison.changed.map((person) => (
            <PersonChange key={person.id} person={person} />
          ))}
        </>
      ) : null}
      <h3>Permission changes between the reviews</h3>
      {comparison.permissionChanges.length === 0 ? (
        <p>No one’s permissions were changed between the two reviews.</p>
      ) : (
        <ul aria-label="Permission changes between the reviews">
          {comparison.permissionChanges.map((change, i) => (
            <li key={`${change.memberId} ${change.at} ${i}`}>
              {change.byEmail} changed the permissions of {change.memberEmail} on <time dateTime={change.at}>{formatEventTime(change.at)}</time>
              {change.granted.length > 0 ? `; granted ${change.granted.join(', ')}` : ''}
              {change.withdrawn.length > 0 ? `; withdrew ${change.withdrawn.join(', ')}` : ''}
              {change.note ? <span className="timeline-note"> “{change.note}”</span> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function People({ title, people }: { title: string; people: readonly { readonly id: string; readonly email: string }[] }) {
  if (people.length === 0) return null
  return (
    <>
      <h3>{title}</h3>
      <ul aria-label={title}>
        {people.map((person) => (
          <li key={person.id}>{person.email}</li>
        ))}
      </ul>
    </>
  )
}

function PersonChange({ person }: { person: PersonAccessChange }) {
  return (
    <section className="access-review-change" aria-label={person.email}>
      <h4>
        {person.email}: {reasonWords[person.reason]}
      </h4>
      <Diff what="Permissions" diff={{ gained: person.permissionsGained, lost: person.permissionsLost }} />
      <Diff what="Pages" diff={words(person.access.pages, pageWords)} />
      <Diff what="Menu items" diff={words(person.access.menu, menuWords)} />
      <Diff what="Record actions" diff={words(person.access.actions, actionWords)} />
    </section>
  )
}

const words = <T,>(diff: GainedAndLost<T>, word: (item: T) => string): GainedAndLost<string> => ({ gained: diff.gained.map(word), lost: diff.lost.map(word) })

function Diff({ what, diff }: { what: string; diff: GainedAndLost<string> }) {
  if (diff.gained.length === 0 && diff.lost.length === 0) return null
  return (
    <>
      {diff.gained.length > 0 ? <ChangeList title={`${what} gained`} items={diff.gained} /> : null}
      {diff.lost.length > 0 ? <ChangeList title={`${what} lost`} items={diff.lost} /> : null}
    </>
  )
}

function ChangeList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <p className="access-review-change-title">{title}</p>
      <ul aria-label={title}>
        {items.map((item, i) => (
          <li key={`${item} ${i}`}>{item}</li>
        ))}
      </ul>
    </>
  )
}
