import { useEffect, useMemo, useRef, useState } from 'react'
import { tableProblems } from './analysis/table-problems.ts'
import { ApiError, hasToken, loadProject, type Project } from './api.ts'
import { PolicyEditor, type EditorHandle } from './editor/policy-editor.tsx'
import { SplitView } from './layout/split-view.tsx'
import { NewRecordType } from './new-record-type/new-record-type.tsx'
import { PreviewPanel } from './preview/preview-panel.tsx'
import { ProblemsList } from './problems-list.tsx'
import { ReviewPanel } from './review/review-panel.tsx'
import { useImpact } from './review/use-impact.ts'
import { SaveBar } from './save-bar.tsx'
import { useStudioAnalysis } from './use-studio-analysis.ts'

/** Loads the project from the studio server, then shows the workbench. */
export function StudioApp() {
  const [project, setProject] = useState<Project>()
  const [error, setError] = useState<string | undefined>(() =>
    hasToken() ? undefined : 'This page needs the token from the URL that `npm run studio` printed. Open that URL.',
  )
  useEffect(() => {
    if (!hasToken()) return
    loadProject().then(setProject, (failure: unknown) => setError(failure instanceof ApiError ? failure.message : String(failure)))
  }, [])
  if (error)
    return (
      <p className="fatal" role="alert">
        {error}
      </p>
    )
  if (!project) return <p aria-busy="true">Loading the policy…</p>
  return <Workbench project={project} />
}

function Workbench({ project }: { readonly project: Project }) {
  const { analysis, lastGood, review, reviewing, headError, compiled, files, texts, edit, create } = useStudioAnalysis(project)
  const impact = useImpact(compiled)
  const editor = useRef<EditorHandle>(null)
  const [panel, setPanel] = useState<'preview' | 'review'>('preview')
  const jump = (file: string, line: number, column: number) => editor.current?.jump(file, line, column)
  // A created file has a tab only once the editor renders with it: open it then.
  const [opening, setOpening] = useState<string>()
  useEffect(() => {
    if (opening && files.includes(opening)) editor.current?.jump(opening, 1, 1)
  }, [opening, files])
  const shown = analysis.policy ? analysis : lastGood
  const errorCount = analysis.diagnostics.filter((d) => d.severity === 'error').length
  const problems = useMemo(() => [...analysis.diagnostics, ...tableProblems(analysis.tables.errors)], [analysis])
  return (
    <div className="studio">
      <header>
        <h1>Policy studio</h1>
        <span className="root" title={project.root}>
          {project.root}/policy
        </span>
        <SaveBar texts={texts} errorCount={errorCount} />
      </header>
      <main>
        <SplitView
          label="Resize editor and preview"
          first={
            <>
              <NewRecordType
                files={files}
                onCreate={(file, text) => {
                  create(file, text)
                  setOpening(file)
                }}
              />
              <PolicyEditor
                files={files}
                initialTexts={texts}
                diagnostics={problems}
                schemas={shown?.schemas ?? new Map()}
                policy={shown?.policy}
                onChange={edit}
                handle={editor}
              />
              <ProblemsList diagnostics={problems} onJump={jump} />
            </>
          }
          second={
            <>
              <div className="tabs" role="tablist">
                <button
                  type="button"
                  role="tab"
                  aria-selected={panel === 'preview'}
                  className={panel === 'preview' ? 'tab active' : 'tab'}
                  onClick={() => setPanel('preview')}
                >
                  Preview
                </button>
                <button
                  type="button"
                  role="tab"
                  aria-selected={panel === 'review'}
                  className={panel === 'review' ? 'tab active' : 'tab'}
                  onClick={() => setPanel('review')}
                >
                  Change review{review?.diff && review.diff.length > 0 ? <span className="badge">{review.diff.length}</span> : null}
                </button>
              </div>
              {panel === 'preview' ? (
                shown?.policy ? (
                  <PreviewPanel
                    policy={shown.policy}
                    personas={shown.tables.personas}
                    stale={!analysis.policy}
                    {...(review?.diff && !reviewing ? { changes: review.diff } : {})}
                    onJump={jump}
                  />
                ) : (
                  <p className="stale">The policy has never compiled in this session: fix the problems listed under the editor to see the preview.</p>
                )
              ) : (
                <ReviewPanel review={review} reviewing={reviewing} headError={headError} hasErrors={!analysis.policy} impact={impact} onJump={jump} />
              )}
            </>
          }
        />
      </main>
    </div>
  )
}
