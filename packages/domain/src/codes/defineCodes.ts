/** One entry of a code list: the spec's code string and its English label. */
export type CodeEntry<C extends string = string> = { readonly code: C; readonly label: string };

export type CodeList<C extends string> = {
  /** Entries in the spec's order. */
  readonly entries: readonly CodeEntry<C>[];
  /** The codes alone, in order. */
  readonly codes: readonly C[];
  readonly isCode: (value: unknown) => value is C;
  /** English label of a code; throws on an unknown code so a typo cannot render silently. */
  readonly label: (code: C) => string;
};

/**
 * Builds a typed code list. Every enumeration of the spec goes through here so the
 * server validates and the web labels codes from the same data. No zod here on purpose: the web's
 * first load labels codes without the validation library (the schema is `codeSchema(list)`).
 */
export function defineCodes<const C extends string>(entries: readonly CodeEntry<C>[]): CodeList<C> {
  const codes = entries.map((entry) => entry.code);
  const labels = new Map<string, string>(entries.map((entry) => [entry.code, entry.label]));
  if (labels.size !== entries.length) throw new Error(`duplicate code in list: ${codes.join(',')}`);
  const isCode = (value: unknown): value is C => typeof value === 'string' && labels.has(value);
  return {
    entries,
    codes,
    isCode,
    label: (code: C) => {
      const label = labels.get(code);
      if (label === undefined) throw new Error(`unknown code ${code}`);
      return label;
    },
  };
}

/** The code type of a list built by defineCodes. */
export type CodeOf<L> = L extends CodeList<infer C> ? C : never;
