import { useState, type DragEvent, type ReactNode } from 'react'
import { acceptedInWords, fileProblem, formatBytes } from './file-check.ts'
import { Field } from './form-field.tsx'

export interface FileDropProps {
  /** The input's visible label: "Booklist file". */
  readonly label: string
  /** Under the field, before the rules this component states itself (type, size limit). */
  readonly description?: ReactNode
  /** As <input accept>: ".csv,text/csv". Also checked on drop. */
  readonly accept?: string
  readonly maxBytes?: number
  /** A file that passed `accept` and `maxBytes`, chosen or dropped. */
  readonly onFile: (file: File) => void
  /** The upload's progress, 0..1; undefined shows no bar. */
  readonly progress?: number | undefined
  /** A problem the upload met (the server refused the file), shown as the field's error. */
  readonly error?: string | undefined
  readonly disabled?: boolean
}

/**
 * A file input that also takes a file dropped on its zone. The input stays a
 * real, labelled <input type="file"> (keyboard and screen readers use it as
 * is); the drop is only a shortcut to the same `onFile`. A refused file is
 * named with the rule it broke, under the field and announced.
 */
export function FileDrop({ label, description, accept, maxBytes, onFile, progress, error, disabled = false }: FileDropProps) {
  const [over, setOver] = useState(false)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const take = (file: File | undefined) => {
    if (!file) return false
    const refused = fileProblem(file, { accept, maxBytes })
    setProblem(refused)
    if (!refused) onFile(file)
    return !refused
  }
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without this the browser opens the file instead of dropping it here.
    event.preventDefault()
    if (!disabled) setOver(true)
  }
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving onto a child (the label, the input) leaves the parent too; only leaving the zone ends the highlight.
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false)
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    if (disabled) return
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 1) setProblem('Drop one file at a time.')
    else take(files[0])
  }
  const rules = [accept ? `Takes ${acceptedInWords(accept)}` : '', maxBytes === undefined ? '' : `up to ${formatBytes(maxBytes)}`].filter(Boolean).join(', ')
  const percent = progress === undefined ? undefined : Math.round(Math.min(1, Math.max(0, progress)) * 100)
  return (
    <div className={over ? 'file-drop file-drop-over' : 'file-drop'} onDragOver={onDragOver} onDragEnter={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
      <Field
        label={label}
        error={problem ?? error}
        description={
          <>
            {description ? <>{description} </> : null}
            Choose a file or drop it here{rules ? `. ${rules}.` : '.'}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept={accept}
            disabled={disabled}
            onChange={(event) => {
              take(event.currentTarget.files?.[0])
              // Emptied after each choice: a browser fires no change for the file already chosen, and choosing
              // the same file again (fixed, or to see it recognised) must reach onFile. The screen names the file it took.
              event.currentTarget.value = ''
            }}
          />
        )}
      </Field>
      {/* The error under the field is read with the input; this says it when it appears after a drop. */}
      <p role="status" className="visually-hidden">
        {problem}
      </p>
      {percent === undefined ? null : (
        <div className="file-drop-progress">
          <progress aria-label={`Uploading ${label}`} value={percent} max={100} />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
    </div>
  )
}
