import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { QueryErrorState } from '../../app/ui/query-error-state.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DataTable } from '../../components/ui/data-table/data-table.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { termLabel, type TermSummary } from '../../contracts/terms.ts'
import { termColumns } from './term-columns.tsx'
import { TermDialog } from './term-dialog.tsx'

/**
 * The institution's terms by start date, each with its deadlines and where it
 * is in the cycle; Add a term and Edit (with the term's history) where the
 * policy's create and edit rules pass. The open form is in the URL (`?term=`),
 * so a link opens it.
 */
export function TermsScreen({ open }: { open: string | undefined }) {
  const trpc = useTRPC()
  const ability = useAppAbility()
  const navigate = useNavigate({ from: '/terms' })
  const terms = useQuery(trpc.terms.list.queryOptions())
  const show = (term: string | undefined) => void navigate({ search: term === undefined ? {} : { term } })
  const mayCreate = ability.can('create', 'Term')
  const columns = [
    ...termColumns,
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }: { row: { original: TermSummary } }) => (
        <Button size="small" onClick={() => show(row.original.id)} aria-label={`Edit ${termLabel(row.original.name)}`}>
          {ability.can('edit', 'Term') ? 'Edit' : 'History'}
        </Button>
      ),
    },
  ]
  return (
    <>
      <p>
        {mayCreate ? (
          <Button variant="primary" onClick={() => show('new')}>
            Add a term
          </Button>
        ) : null}
        {terms.data ? <> Dates are days of {terms.data.timeZone}.</> : null}
      </p>
      <DataTable<TermSummary>
        caption="Terms"
        columns={columns}
        rows={terms.data?.terms}
        getRowId={(term) => term.id}
        status={terms.status}
        errorState={<QueryErrorState what="Your institution’s terms" error={terms.error} onRetry={() => terms.refetch()} />}
        emptyState={
          <EmptyState title="No terms yet" action={mayCreate ? <Button onClick={() => show('new')}>Add a term</Button> : undefined}>
            Add your institution’s terms with their deadlines: lists then open on the current term, and instructors are reminded before booklists are due.
          </EmptyState>
        }
        onRowActivate={(term) => show(term.id)}
      />
      <TermDialog open={open} terms={terms.data?.terms ?? []} onClose={() => show(undefined)} />
    </>
  )
}
