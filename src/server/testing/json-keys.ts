/** Every key anywhere in a JSON answer: what the field-rule tests walk for a withheld field. */
export const keysIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysIn)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)])
      : []
