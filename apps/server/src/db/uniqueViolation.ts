type DriverError = { code?: string; constraint?: string; cause?: unknown };

/** The error itself and what drizzle wrapped (it puts the driver's error in `cause`). */
function driverErrors(error: unknown): DriverError[] {
  return [error, (error as DriverError | undefined)?.cause].filter(
    (candidate): candidate is DriverError => typeof candidate === 'object' && candidate !== null,
  );
}

/**
 * The constraint a PostgreSQL unique violation (SQLSTATE 23505) broke (node-postgres reports
 * `code` and `constraint`, drizzle wraps that error as its `cause`); undefined for any other error.
 * Decided by SQLSTATE and name only, never by the message text, which changes with the locale.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const violation = driverErrors(error).find((candidate) => candidate.code === '23505');
  return violation ? (violation.constraint ?? '') : undefined;
}

/** Whether `error` is a unique violation, of `constraint` when one is named. */
export function uniqueViolation(error: unknown, constraint?: string): boolean {
  const violated = violatedUniqueConstraint(error);
  return violated !== undefined && (constraint === undefined || violated === constraint);
}
