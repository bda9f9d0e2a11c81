/** `%value%` for LIKE/ILIKE, with the value's own `%`, `_` and backslash taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
