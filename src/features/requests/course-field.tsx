import { useQuery } from '@tanstack/react-query'
import { termLabel } from '../../contracts/terms.ts'
import { useTRPC } from '../../app/api/trpc-options.ts'
import { mayCall } from '../../app/policy-view/may-call.ts'
import { useAppAbility } from '../../app/policy-view/policy-ability.tsx'
import { SelectField } from '../../components/ui/form-field.tsx'
import type { SchemaFieldProps } from '../../components/ui/use-schema-form.ts'

const shown = 100

/**
 * The request's course, optional: offered to a user who may list courses
 * (courses.list), from the courses they may read; left out for anyone else.
 */
export function CourseField(props: SchemaFieldProps) {
  const ability = useAppAbility()
  if (!mayCall(ability, 'courses.list')) return null
  return <CourseSelect {...props} />
}

function CourseSelect(props: SchemaFieldProps) {
  const trpc = useTRPC()
  const courses = useQuery(trpc.courses.list.queryOptions({ pageSize: shown, sort: 'code' }))
  const rows = courses.data?.rows ?? []
  const description = courses.isError
    ? 'Your courses could not be loaded; the request can be sent without one.'
    : courses.isPending
      ? 'Loading your courses…'
      : (courses.data?.total ?? 0) > rows.length
        ? `The first ${shown} of your courses, by code.`
        : undefined
  return (
    <SelectField
      label="Course (optional)"
      {...(description ? { description } : {})}
      options={[
        { value: '', label: 'No course' },
        ...rows.map((course) => ({ value: course.id, label: `${course.code} ${course.title}, ${termLabel(course.term)}` })),
      ]}
      {...props}
    />
  )
}
