/** A row's number in an address (`/booths/12`, `/blueprint/7`), or null when it is not a positive whole number. */
export function rowIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
