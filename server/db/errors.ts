/** PostgreSQL's unique_violation, as both drivers report it (PGlite may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}
