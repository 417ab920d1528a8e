import { useEffect, useState } from 'react'
import { SelectField, TextField } from '../../components/ui/form-field.tsx'
import { termLabel, type ListCoursesInput } from '../../contracts/courses.ts'

export interface CourseFiltersProps {
  readonly value: { readonly q?: string | undefined; readonly term?: string | undefined; readonly department?: string | undefined }
  readonly terms: readonly string[]
  readonly departments: readonly string[]
  readonly onChange: (changes: Partial<ListCoursesInput>) => void
}

const typingPauseMs = 300

/** Term, department and text; each change goes back to page 1. Text applies once typing pauses. */
export function CourseFilters({ value, terms, departments, onChange }: CourseFiltersProps) {
  const [text, setText] = useState(value.q ?? '')
  const applied = value.q ?? ''
  useEffect(() => {
    if (text.trim() === applied) return
    const timer = setTimeout(() => onChange({ q: text.trim() || undefined, page: 1 }), typingPauseMs)
    return () => clearTimeout(timer)
  }, [text, applied, onChange])
  return (
    <div className="list-filters" role="search" aria-label="Filter courses">
      <TextField label="Code or title" type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={200} />
      <SelectField
        label="Term"
        value={value.term ?? ''}
        options={[{ value: '', label: 'All terms' }, ...terms.map((term) => ({ value: term, label: termLabel(term) }))]}
        onChange={(event) => onChange({ term: event.target.value || undefined, page: 1 })}
      />
      <SelectField
        label="Department"
        value={value.department ?? ''}
        options={[{ value: '', label: 'All departments' }, ...departments.map((department) => ({ value: department, label: department }))]}
        onChange={(event) => onChange({ department: event.target.value || undefined, page: 1 })}
      />
    </div>
  )
}
