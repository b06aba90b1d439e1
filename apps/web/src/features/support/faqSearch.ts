import type { TFaqEntry } from '@sidecamp/domain';

/** Case- and accent-insensitive match of every word of the query against question and answer. */
export function matchesQuery(entry: Pick<TFaqEntry, 'question' | 'answer'>, query: string): boolean {
  const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = normalise(`${entry.question} ${entry.answer}`);
  return normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
