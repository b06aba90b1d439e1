import type { TFunction } from 'i18next';

/** A translation that is a list of strings (bullet points, paragraphs); [] if the key is not a list. */
export function translationList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
