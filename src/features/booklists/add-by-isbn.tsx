import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { describeError } from '../../app/api/describe-error.ts'
import { parsePastedIsbns } from './isbn-paste.ts'
import { countOf } from '../../app/format/count.ts'
import { Button } from '../../components/ui/button.tsx'
import { TextArea } from '../../components/ui/controls.tsx'

interface Outcome {
  readonly added: number
  readonly problems: readonly string[]
}

/**
 * Paste one ISBN or many. Each is checked with its check digit before
 * anything is sent; the valid ones are added one by one (each with its own
 * idempotency key, so a retried request adds nothing twice), and everything
 * that could not be added is listed with why, in place, rather than one
 * toast per title. The pasted text stays until all of it went in.
 */
export function AddByIsbn({
  booklistId,
  itemIds,
  onAdded,
}: {
  booklistId: string
  itemIds: readonly string[]
  onAdded: (newItemIds: readonly string[]) => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const add = useMutation(trpc.booklists.addItem.mutationOptions())
  const [text, setText] = useState('')
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)
  const [running, setRunning] = useState(false)
  const fieldId = useId()

  const run = async () => {
    const pasted = parsePastedIsbns(text)
    const problems = pasted.invalid.map((bad) => bad.problem)
    if (pasted.valid.length === 0 && problems.length === 0) problems.push('Paste at least one ISBN.')
    setRunning(true)
    let added = 0
    const left: string[] = pasted.invalid.map((bad) => bad.text)
    // The items each answer holds that the list did not hold before are the ones just added.
    let known = new Set(itemIds)
    const newItemIds: string[] = []
    for (const isbn of pasted.valid) {
      try {
        const list = await add.mutateAsync({ booklistId, title: isbn, idempotencyKey: crypto.randomUUID() })
        newItemIds.push(...list.items.filter((item) => !known.has(item.id)).map((item) => item.id))
        known = new Set(list.items.map((item) => item.id))
        added++
      } catch (error) {
        problems.push(`${isbn}: ${describeError(error).message}`)
        left.push(isbn)
      }
    }
    await queryClient.invalidateQueries(trpc.booklists.pathFilter())
    if (newItemIds.length > 0) onAdded(newItemIds)
    setRunning(false)
    setOutcome({ added, problems })
    setText(left.join('\n'))
  }

  return (
    <form
      className="add-by-isbn"
      onSubmit={(event) => {
        event.preventDefault()
        if (!running) void run()
      }}
    >
      <label htmlFor={fieldId}>Add titles by ISBN</label>
      <TextArea
        id={fieldId}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="One or more ISBN-10 or ISBN-13, one a line"
        aria-describedby={`${fieldId}-result`}
      />
      <Button type="submit" variant="primary" pending={running} disabled={text.trim() === ''}>
        {running ? 'Adding…' : 'Add to list'}
      </Button>
      <div id={`${fieldId}-result`} role="status">
        {outcome ? (
          <>
            <p>{`Added ${countOf(outcome.added, 'title')}.`}</p>
            {outcome.problems.length > 0 ? (
              <>
                <p>Not added:</p>
                <ul>
                  {outcome.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  )
}
