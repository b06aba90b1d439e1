/** A positive whole number from the address, or null (then the page says the project does not exist). */
export function projectNoOf(value: string | undefined): number | null {
  const no = Number(value);
  return Number.isSafeInteger(no) && no > 0 ? no : null;
}
