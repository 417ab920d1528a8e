/**
 * How the app names a person (a staff member, an instructor, an uploader): their name when they
 * have one, else their email. One rule everywhere, so no list shows some people by name and one
 * by email (issue 50).
 */
export function personName(person: { readonly name?: string | null; readonly email: string }): string {
  const name = person.name?.trim()
  return name ? name : person.email
}
