import { setDiagnostics } from '@codemirror/lint'
import { EditorSelection, EditorState } from '@codemirror/state'
import { EditorView } from '@codemirror/view'
import { updateSchema } from 'codemirror-json-schema'
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { Diagnostic } from '../../../scripts/policy/diagnostic.ts'
import type { PolicyWithSources } from '../../../src/policy/model.ts'
import { editorExtensions } from './editor-extensions.ts'
import { nameCompletion } from './name-completion.ts'
import { nameHover } from './name-hover.ts'
import { rangeOf, toEditorDiagnostic } from './to-editor-diagnostics.ts'

export interface EditorHandle {
  /** Opens the file's tab (when the studio edits that file) and puts the cursor at the 1-based line and column. */
  jump(file: string, line: number, column: number): void
}

interface Props {
  /** Paths of the files in tabs: policy/<doc>.yaml, policy/resources/*.yaml and policy/tests/*.yaml. */
  readonly files: readonly string[]
  readonly initialTexts: Readonly<Record<string, string>>
  readonly diagnostics: readonly Diagnostic[]
  readonly schemas: ReadonlyMap<string, unknown>
  /** The policy as last compiled: the names that complete as you type. */
  readonly policy: PolicyWithSources | undefined
  readonly onChange: (file: string, text: string) => void
  readonly handle: Ref<EditorHandle>
}

/** The policy files in tabs over one CodeMirror view; each tab keeps its own state (text, undo history, selection). */
export function PolicyEditor({ files, initialTexts, diagnostics, schemas, policy, onChange, handle }: Props) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const states = useRef(new Map<string, EditorState>())
  const [active, setActive] = useState(files.includes('policy/routes.yaml') ? 'policy/routes.yaml' : (files[0] ?? ''))
  const latest = useRef({ onChange, policy, active, texts: initialTexts })
  const names = useRef<Parameters<typeof editorExtensions>[3]>(undefined)

  useEffect(() => {
    latest.current = { onChange, policy, active, texts: initialTexts }
  })

  // A tab's state is made when it first opens, so a file added later (a new record type) gets one too.
  const stateOf = (file: string): EditorState => {
    const known = states.current.get(file)
    if (known) return known
    names.current ??= {
      completion: nameCompletion(
        () => documentOf(latest.current.active) ?? '',
        () => latest.current.policy,
      ),
      hover: nameHover(() => latest.current.policy),
    }
    const state = EditorState.create({
      doc: latest.current.texts[file] ?? '',
      extensions: editorExtensions(file, undefined, (text) => latest.current.onChange(file, text), names.current),
    })
    states.current.set(file, state)
    return state
  }

  useEffect(() => {
    if (!host.current) return
    const created = new EditorView({ parent: host.current, state: stateOf(active) })
    view.current = created
    return () => {
      created.destroy()
      view.current = null
    }
    // The view is created once; later texts come from the editor itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Push the compiler's diagnostics and the current schema into the visible tab.
  useEffect(() => {
    const current = view.current
    if (!current) return
    const own = diagnostics.filter((diagnostic) => diagnostic.file === active)
    current.dispatch(
      setDiagnostics(
        current.state,
        own.map((diagnostic) => toEditorDiagnostic(current.state.doc, diagnostic)),
      ),
    )
    const schema = schemas.get(documentOf(active) ?? '')
    if (schema) updateSchema(current, schema as Parameters<typeof updateSchema>[1])
  }, [diagnostics, schemas, active])

  const open = (file: string) => {
    const current = view.current
    if (!current || file === active) return
    states.current.set(active, current.state)
    current.setState(stateOf(file))
    setActive(file)
  }

  useImperativeHandle(handle, () => ({
    jump(file, line, column) {
      if (!files.includes(file)) return
      open(file)
      const current = view.current
      if (!current) return
      const { from } = rangeOf(current.state.doc, line, column)
      current.dispatch({ selection: EditorSelection.cursor(from), effects: EditorView.scrollIntoView(from, { y: 'center' }) })
      current.focus()
    },
  }))

  const counts = new Map<string, number>()
  for (const diagnostic of diagnostics) counts.set(diagnostic.file, (counts.get(diagnostic.file) ?? 0) + 1)
  return (
    <section className="editor" aria-label="Policy files">
      <div className="tabs" role="tablist">
        {files.map((file) => {
          const count = counts.get(file) ?? 0
          return (
            <button key={file} role="tab" aria-selected={file === active} className={file === active ? 'tab active' : 'tab'} onClick={() => open(file)}>
              {file.replace(/^policy\//, '')}
              {count > 0 ? (
                <span className="badge" aria-label={`${count} problems`}>
                  {count}
                </span>
              ) : null}
            </button>
          )
        })}
      </div>
      <div className="editor-host" ref={host} data-file={active} />
    </section>
  )
}

/** `policy/routes.yaml` -> `routes`, a record type (`policy/resources/*.yaml`) -> `resource`; undefined for the table tests, which have no schema. */
function documentOf(file: string): string | undefined {
  if (/^policy\/resources\/[^/]+\.ya?ml$/.test(file)) return 'resource'
  return /^policy\/([a-z-]+)\.yaml$/.exec(file)?.[1]
}
