import { createMongoAbility } from '@casl/ability'
import { AbilityProvider } from '@casl/react'
import { createColumnHelper } from '@tanstack/react-table'
import { useState, type ReactNode } from 'react'
import { ActionButton } from '../components/ui/action-button.tsx'
import { Button } from '../components/ui/button.tsx'
import { Combobox } from '../components/ui/combobox.tsx'
import { CountBadge } from '../components/ui/count-badge.tsx'
import { Checkbox, Input, MoneyInput, Radio, Select, TextArea } from '../components/ui/controls.tsx'
import { DataTable } from '../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../components/ui/empty-state.tsx'
import { ErrorState } from '../components/ui/error-state.tsx'
import { FileDrop } from '../components/ui/file-drop.tsx'
import { CheckboxField, Field, RadioGroup, SelectField, TextAreaField, TextField } from '../components/ui/form-field.tsx'
import { InvalidFilters } from '../components/ui/invalid-filters.tsx'
import { Notice } from '../components/ui/notice.tsx'
import { ProgressBar } from '../components/ui/progress-bar.tsx'
import { RowActions } from '../components/ui/row-actions.tsx'
import { StatusBadge } from '../components/ui/status-badge.tsx'
import { Timeline } from '../components/ui/timeline.tsx'
import { ToastItem } from '../components/ui/toast-item.tsx'
import { kitEvents, kitRows, type KitRow } from './kit-data.ts'
import './kit-page.css'

// Every action allowed: the kit page shows controls, not policy.
const everything = createMongoAbility([{ action: 'manage', subject: 'all' }])
const column = createColumnHelper<KitRow>()
const columns = [
  column.accessor('title', { header: 'Title' }),
  column.accessor('requester', { header: 'Requester' }),
  column.accessor('course', { header: 'Course' }),
  column.accessor('quantity', { header: 'Quantity' }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <StatusBadge label={info.getValue()} tone={info.getValue() === 'approved' ? 'success' : info.getValue() === 'rejected' ? 'danger' : 'warning'} />
    ),
  }),
  column.accessor('raised', { header: 'Raised on' }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => (
      <RowActions
        label={`Actions for ${info.row.original.title}`}
        actions={[
          { key: 'approve', label: 'Approve…', ariaLabel: `Approve ${info.row.original.title}`, onClick: () => undefined },
          { key: 'reject', label: 'Reject…', ariaLabel: `Reject ${info.row.original.title}`, tone: 'danger', onClick: () => undefined },
          { key: 'history', label: 'History', ariaLabel: `History of ${info.row.original.title}`, onClick: () => undefined },
        ]}
      />
    ),
  }),
]
const courses = [
  { value: 'chem101', label: 'CHEM101 Organic Chemistry', group: 'Chemistry' },
  { value: 'chem210', label: 'CHEM210 Physical Chemistry', group: 'Chemistry' },
  { value: 'poli330', label: 'POLI330 Comparative Politics', group: 'Politics' },
  { value: 'poli101', label: 'POLI101 Introduction to Politics', group: 'Politics', disabled: true },
]
const noop = () => undefined

/** One section of the kit page: a heading, what the part is for, and its states side by side. */
function Section({ title, about, children }: { title: string; about: string; children: ReactNode }) {
  return (
    <section className="kit-section" aria-labelledby={`kit-${title}`}>
      <h2 id={`kit-${title}`}>{title}</h2>
      <p className="kit-about">{about}</p>
      <div className="kit-states">{children}</div>
    </section>
  )
}

function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <figure className="kit-state">
      <div className="kit-specimen">{children}</div>
      <figcaption>{name}</figcaption>
    </figure>
  )
}

/**
 * The kit page: every control of src/components/ui/ in every state, built from the design tokens.
 * It is the subject of the visual tests (tests/e2e/visual.spec.ts) and the place to see a change
 * to the kit before a screen does (docs/design.md).
 */
export function KitPage() {
  const [kind, setKind] = useState<'title' | 'supplies'>('title')
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 25 })
  const [course, setCourse] = useState<string | undefined>('chem101')
  return (
    <AbilityProvider value={everything}>
      <main className="content kit-page">
        <h1>Adoptions kit</h1>
        <p>Every control in every state. Screens use these and nothing else; the colours, sizes and spaces come from the tokens.</p>

        <Section title="Buttons" about="Primary for the one main action, secondary for the rest, danger for what removes, link-style for what acts in place.">
          <State name="primary">
            <Button variant="primary">Approve</Button>
          </State>
          <State name="secondary">
            <Button>History</Button>
          </State>
          <State name="danger">
            <Button variant="danger">Discard upload</Button>
          </State>
          <State name="link">
            <Button variant="link">Open the list</Button>
          </State>
          <State name="small">
            <Button size="small">Export CSV</Button>
          </State>
          <State name="loading">
            <Button variant="primary" pending>
              Saving
            </Button>
          </State>
          <State name="disabled">
            <Button disabled>Submit list</Button>
          </State>
          <State name="action (allowed by the policy)">
            <ActionButton can={{ I: 'approve', a: 'Request' }} variant="primary">
              Approve…
            </ActionButton>
          </State>
        </Section>

        <Section title="Text inputs" about="One height and one border for every kind of value; the error is said under the field and read with it.">
          <State name="text">
            <TextField label="Supplier" placeholder="Blackwell’s" />
          </State>
          <State name="number">
            <TextField label="Quantity" type="number" defaultValue="12" min={1} />
          </State>
          <State name="money">
            <Field label="Price">{(control) => <MoneyInput {...control} currency="GBP" defaultValue="24.99" />}</Field>
          </State>
          <State name="date">
            <TextField label="Raised from" type="date" defaultValue="2026-03-01" />
          </State>
          <State name="month">
            <TextField label="First month" type="month" defaultValue="2026-01" />
          </State>
          <State name="invalid">
            <TextField label="ISBN" defaultValue="97801" error="An ISBN has 10 or 13 digits." />
          </State>
          <State name="disabled">
            <TextField label="Course" defaultValue="CHEM101" disabled />
          </State>
          <State name="text area">
            <TextAreaField label="Note" defaultValue="Within the department budget." />
          </State>
        </Section>

        <Section title="Choices" about="A select for a short list, radios for a few choices all visible, checkboxes for yes or no.">
          <State name="select">
            <SelectField
              label="Status"
              defaultValue="pending"
              options={[
                { value: '', label: 'Any status' },
                { value: 'pending', label: 'Pending' },
                { value: 'approved', label: 'Approved' },
              ]}
            />
          </State>
          <State name="radios">
            <RadioGroup
              legend="Kind"
              name="kit-kind"
              value={kind}
              onChange={setKind}
              options={[
                { value: 'title', label: 'A title', description: 'For a course’s booklist' },
                { value: 'supplies', label: 'Supplies' },
              ]}
            />
          </State>
          <State name="combobox (long lists: type to narrow)">
            <Combobox label="Course" options={courses} value={course} onChange={setCourse} allowEmpty="Any course" />
          </State>
          <State name="checkbox">
            <CheckboxField label="Tell me when it arrives" defaultChecked description="By email, once." />
          </State>
          <State name="bare controls">
            <span className="kit-inline">
              <Checkbox aria-label="Select row" defaultChecked />
              <Radio aria-label="Choose" name="kit-bare" defaultChecked />
              <Input aria-label="Inline quantity" type="number" defaultValue="3" />
              <Select aria-label="Requirement" options={[{ value: 'required', label: 'required' }]} />
              <TextArea aria-label="Bare note" rows={2} defaultValue="" />
            </span>
          </State>
        </Section>

        <Section title="Table" about="Sorted and paged by the server; the header stays on screen; on a phone each row is a card.">
          <State name="rows">
            <DataTable
              caption="Requests"
              columns={columns}
              rows={kitRows}
              getRowId={(row) => row.id}
              status="success"
              rowCount={kitRows.length}
              pagination={page}
              onPaginationChange={setPage}
              highlightRowIds={['r2']}
            />
          </State>
          <State name="short of room: each row's actions in a menu">
            <div className="kit-narrow">
              <DataTable caption="Requests, narrow" columns={columns} rows={kitRows.slice(0, 2)} getRowId={(row) => row.id} status="success" />
            </div>
          </State>
          <State name="loading">
            <DataTable caption="Requests, loading" columns={columns} rows={undefined} getRowId={(row) => row.id} status="pending" skeletonRows={2} />
          </State>
          <State name="empty">
            <DataTable
              caption="Requests, none"
              columns={columns}
              rows={[]}
              getRowId={(row) => row.id}
              status="success"
              emptyState={<EmptyState title="No requests match" action={<Button>Clear filters</Button>} />}
            />
          </State>
        </Section>

        <Section title="States" about="What a screen says while it loads, when nothing matches, when it fails and when a link's filter is wrong.">
          <State name="empty">
            <EmptyState title="No booklists yet">
              <p>Add a title from Search to start one.</p>
            </EmptyState>
          </State>
          <State name="error">
            <ErrorState title="The requests did not load" message="The server did not answer." onRetry={noop} />
          </State>
          <State name="invalid filters">
            <InvalidFilters
              problems={[{ param: 'status', value: 'sent', message: 'There is no status “sent”.' }]}
              labels={{ status: 'Status' }}
              onClear={noop}
            />
          </State>
          <State name="badges">
            <span className="kit-inline">
              <StatusBadge label="draft" />
              <StatusBadge label="pending" tone="warning" />
              <StatusBadge label="approved" tone="success" />
              <StatusBadge label="rejected" tone="danger" />
              <StatusBadge label="ordered" tone="info" />
            </span>
          </State>
          <State name="count badge (hidden at 0; the control's name says the count)">
            <span className="kit-inline">
              <CountBadge count={2} />
              <CountBadge count={140} />
            </span>
          </State>
          <State name="notice">
            <Notice title="We could not reach your address ada@example.edu">
              <p>550 mailbox unavailable</p>
            </Notice>
          </State>
        </Section>

        <Section title="Toasts" about="One per event, in one corner, dismissable; shown here in place.">
          <State name="success">
            <ToastItem toast={{ id: 1, message: 'Booklist saved', tone: 'success' }} onDismiss={noop} />
          </State>
          <State name="error with an action">
            <ToastItem
              toast={{ id: 2, message: 'Omar changed this request; reload it.', tone: 'error', action: { label: 'Reload', run: noop } }}
              onDismiss={noop}
            />
          </State>
          <State name="info">
            <ToastItem toast={{ id: 3, message: 'Exported 79 requests', tone: 'info' }} onDismiss={noop} />
          </State>
        </Section>

        <Section title="History and files" about="A record's history, oldest first; a file input that takes a drop; how far a long action has come.">
          <State name="timeline">
            <Timeline events={kitEvents} label="History of Organic Chemistry" empty="No changes yet." />
          </State>
          <State name="file drop">
            <FileDrop label="Booklist file" description="A CSV or TSV with an ISBN column." accept=".csv,.tsv" onFile={noop} />
          </State>
          <State name="file drop, uploading">
            <FileDrop label="Booklist file" accept=".csv" onFile={noop} progress={0.4} />
          </State>
          <State name="progress of a long action">
            <ProgressBar label="Rolling over" done={300} total={1000} noun="course lists rolled" />
          </State>
        </Section>
      </main>
    </AbilityProvider>
  )
}
