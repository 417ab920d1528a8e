import './staff.css'
import { subject } from '@casl/ability'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppMutation } from '../../app/api/use-app-mutation.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Dialog } from '../../components/ui/dialog.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { validateWith } from '../../components/ui/field-errors.ts'
import { Timeline } from '../../components/ui/timeline.tsx'
import { setPermissionsInput, type AccessItem, type PermissionInfo, type PermissionsPreview, type StaffRow, type StartPage } from '../../contracts/staff.ts'
import { groupPermissions } from './permission-groups.ts'
import { staffLabel } from './staff-columns.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Checkbox, TextArea } from '../../components/ui/controls.tsx'
import { ChangedUnderneathNotice } from '../../components/ui/changed-underneath-notice.tsx'
import { useChangedUnderneath } from '../../app/live/use-changed-underneath.ts'

/**
 * One staff member's permissions, opened by id (`?member=`). The boxes are a
 * draft; "Review the change" asks the server what the draft would give and
 * take away (pages and record actions, answered by the compiled policy for
 * that person) and only Confirm sends it, with the version shown and an
 * optional note. Below, the audit: every change, who made it, when, why.
 */
export function StaffMemberDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <Dialog open={id !== undefined} onClose={onClose} title="Staff permissions">
      {id ? <MemberPermissions key={id} id={id} /> : null}
    </Dialog>
  )
}

function MemberPermissions({ id }: { id: string }) {
  const trpc = useTRPC()
  const detail = useQuery(trpc.staff.get.queryOptions({ id }))
  // Someone else changed their permissions since these were read: Reload reads them again (the draft restarts from them).
  const changed = useChangedUnderneath('StaffMember', id, detail.data?.member.version, 'staff member')
  if (detail.status === 'pending') return <p aria-busy="true">Loading their permissions…</p>
  if (detail.status === 'error') return <QueryErrorState what="This staff member’s permissions" error={detail.error} onRetry={() => detail.refetch()} />
  const { member, events, permissions } = detail.data
  // Keyed by version: a change saved (here or elsewhere) starts a new draft from what is stored.
  return (
    <>
      {changed ? <ChangedUnderneathNotice sentence={changed.sentence} onReload={() => void detail.refetch()} /> : null}
      <p>
        <strong>{staffLabel(member)}</strong>
        {member.disabled ? ' · account disabled' : ''}
      </p>
      <PermissionEditor key={member.version} member={member} permissions={permissions} />
      <h3>Changes to their permissions</h3>
      <Timeline events={events} label="Changes to their permissions" empty="No changes recorded yet." />
    </>
  )
}

function PermissionEditor({ member, permissions }: { member: StaffRow; permissions: readonly PermissionInfo[] }) {
  // The policy's editPermissions rule on this member (never oneself); the server asks the same.
  const mayEdit = useAppAbility().can(
    'editPermissions',
    subject('StaffMember', { id: member.id, institutionId: member.institutionId, email: member.email, disabled: member.disabled }),
  )
  const [draft, setDraft] = useState<ReadonlySet<string>>(() => new Set(member.granted))
  const [reviewing, setReviewing] = useState(false)
  const held = new Set<string>(member.granted)
  const changed = permissions.some((permission) => held.has(permission.name) !== draft.has(permission.name))
  const granted = permissions.filter((permission) => draft.has(permission.name)).map((permission) => permission.name)
  if (reviewing) return <ReviewChange member={member} granted={granted} onBack={() => setReviewing(false)} />
  const toggle = (name: string, on: boolean) => {
    const next = new Set(draft)
    if (on) next.add(name)
    else next.delete(name)
    setDraft(next)
  }
  return (
    <form
      className="permission-editor"
      onSubmit={(event) => {
        event.preventDefault()
        if (changed) setReviewing(true)
      }}
    >
      {mayEdit ? null : (
        <p role="note">
          {member.isYou
            ? 'These are your own permissions: you cannot change them. Ask another administrator.'
            : 'You may not change this person’s permissions.'}
        </p>
      )}
      {groupPermissions(permissions).map((group) => (
        <fieldset key={group.heading} disabled={!mayEdit}>
          <legend>{group.heading}</legend>
          {group.permissions.map((permission) => (
            <PermissionBox
              key={permission.name}
              permission={permission}
              checked={draft.has(permission.name)}
              held={held.has(permission.name)}
              onChange={toggle}
            />
          ))}
        </fieldset>
      ))}
      {mayEdit ? (
        <div className="dialog-footer">
          <Button disabled={!changed} onClick={() => setDraft(new Set(member.granted))}>
            Undo my changes
          </Button>
          <Button type="submit" variant="primary" disabled={!changed}>
            Review the change…
          </Button>
        </div>
      ) : null}
    </form>
  )
}

function PermissionBox({
  permission,
  checked,
  held,
  onChange,
}: {
  permission: PermissionInfo
  checked: boolean
  held: boolean
  onChange: (name: string, on: boolean) => void
}) {
  const id = useId()
  return (
    <div className="permission-box">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(permission.name, event.target.checked)} aria-describedby={`${id}-about`} />
      <label htmlFor={id}>
        <code>{permission.name}</code>
        {checked !== held ? <span className="permission-changed">{checked ? ' (to grant)' : ' (to withdraw)'}</span> : null}
      </label>
      <span id={`${id}-about`} className="field-description">
        {permission.description}
      </span>
    </div>
  )
}

/** What the draft gives and takes away, from the server; Confirm sends it with the note. */
function ReviewChange({ member, granted, onBack }: { member: StaffRow; granted: readonly PermissionInfo['name'][]; onBack: () => void }) {
  const trpc = useTRPC()
  const noteId = useId()
  const preview = useQuery(trpc.staff.previewPermissions.queryOptions({ id: member.id, granted: [...granted] }))
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const save = useAppMutation(trpc.staff.setPermissions.mutationOptions(), {
    invalidates: () => [trpc.staff.pathFilter()],
    success: (row) => `Permissions of ${staffLabel(row)} changed; they apply from their next request`,
  })
  if (preview.status === 'pending') return <p aria-busy="true">Working out what this change does…</p>
  if (preview.status === 'error') return <QueryErrorState what="The review of this change" error={preview.error} onRetry={() => preview.refetch()} />
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending || preview.data.refusal !== null) return
    const checked = validateWith(setPermissionsInput, { id: member.id, version: member.version, granted, ...(note.trim() === '' ? {} : { note }) })
    if (!checked.ok) {
      setProblem(Object.values(checked.errors)[0])
      return
    }
    setProblem(undefined)
    save.mutate(checked.data)
  }
  return (
    <form onSubmit={submit} aria-label="Review the change">
      <ChangeSummary preview={preview.data} who={staffLabel(member)} />
      {preview.data.refusal !== null ? <p role="alert">{preview.data.refusal}</p> : null}
      <div className="field">
        <label htmlFor={noteId}>Note (optional)</label>
        <TextArea
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${noteId}-help`}
          aria-invalid={problem !== undefined}
          rows={3}
        />
        <span id={`${noteId}-help`} className="field-description">
          Kept in the audit with your name and the time. At most 2,000 characters.
        </span>
        {problem ? <span className="field-error">{problem}</span> : null}
      </div>
      <div className="dialog-footer">
        <Button onClick={onBack} disabled={save.isPending}>
          Back
        </Button>
        <Button type="submit" variant="primary" pending={save.isPending} disabled={preview.data.refusal !== null}>
          Confirm the change
        </Button>
      </div>
    </form>
  )
}

function ChangeSummary({ preview, who }: { preview: PermissionsPreview; who: string }) {
  const pages = (items: readonly AccessItem[]) => items.filter((item) => item.kind === 'page')
  const actions = (items: readonly AccessItem[]) => items.filter((item) => item.kind === 'action')
  return (
    <section aria-label="What changes">
      <p>
        {who} {preview.granted.length > 0 ? `gets ${names(preview.granted)}` : ''}
        {preview.granted.length > 0 && preview.withdrawn.length > 0 ? ' and ' : ''}
        {preview.withdrawn.length > 0 ? `loses ${names(preview.withdrawn)}` : ''}.
      </p>
      <AccessList title="Pages they gain" items={pages(preview.gains)} none="No page they could not open already." />
      <AccessList title="Pages they lose" items={pages(preview.losses)} none="No page they can open today." />
      <h3>Start page</h3>
      {preview.landing === null ? (
        <EmptyState title="Their start page stays the same." />
      ) : (
        <p aria-label="Start page">
          Their start page changes from <StartPageName page={preview.landing.before} /> to <StartPageName page={preview.landing.after} />.
        </p>
      )}
      <AccessList title="What they may do with records: gains" items={actions(preview.gains)} none="Nothing they could not do already." />
      <AccessList title="What they may do with records: loses" items={actions(preview.losses)} none="Nothing they can do today." />
    </section>
  )
}

/** A start page by its menu title, the path after it as secondary text. */
function StartPageName({ page }: { page: StartPage }) {
  return page.title === null ? (
    <Code>{page.path}</Code>
  ) : (
    <>
      {page.title} <Code>{`(${page.path})`}</Code>
    </>
  )
}

/** A code (a path, a permission, "approve Request") as secondary text after the words: React renders it as text. */
function Code({ children }: { children: string }) {
  return <span className="field-description access-code">{children}</span>
}

/** One section of the review: the words first (a page's title; an action's description and on which records), the code after. */
function AccessList({ title, items, none }: { title: string; items: readonly AccessItem[]; none: string }) {
  return (
    <>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <EmptyState title={none} />
      ) : (
        <ul aria-label={title}>
          {items.map((item) => (
            <li key={`${item.kind} ${item.key} ${item.label}`}>
              {item.kind === 'action' ? `${item.label}: ${item.scope}` : item.label} <Code>{`(${item.key})`}</Code>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

const names = (list: readonly string[]) => list.join(', ')
