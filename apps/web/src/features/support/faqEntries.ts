import { codeSchema, FAQ_CATEGORIES, type FaqCategoryCode } from '@sidecamp/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export type FaqEntry = { category: FaqCategoryCode; question: string; answer: string };

const ZFaqEntries = z.array(
  z.object({ category: codeSchema(FAQ_CATEGORIES), question: z.string(), answer: z.string() }),
);

/**
 * The FAQ lives in the 'support' translations (it is copy, not data). Parsing it means a typo in a
 * category code shows up as a missing entry in development rather than a broken page.
 */
export function readFaqEntries(t: TFunction<'support'>): FaqEntry[] {
  const parsed = ZFaqEntries.safeParse(t('faq', { returnObjects: true }));
  return parsed.success ? parsed.data : [];
}

/** Case- and accent-insensitive match of every word of the query against question and answer. */
export function matchesQuery(entry: FaqEntry, query: string): boolean {
  const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const haystack = normalise(`${entry.question} ${entry.answer}`);
  return normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
