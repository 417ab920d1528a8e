/** A users row with nothing but an id, its address at the institution, and whether it is disabled: for suites below the data file. */
export function plainUser(id: string, institutionId: string, options: { disabled?: boolean } = {}) {
  return {
    id,
    email: `${id}@${institutionId}.example`,
    email_key: `${id}@${institutionId}.example`,
    display_name: null,
    password_hash: null,
    institution_id: institutionId,
    disabled: options.disabled === true ? (1 as const) : (0 as const),
    note: null,
  }
}
