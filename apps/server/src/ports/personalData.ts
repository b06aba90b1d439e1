import type { Database } from '../db/client';

/**
 * One area's part of a person's data download (`data.json`), contributed by the module that owns
 * the data, so the privacy module does not list every area.
 */
export type PersonalDataSection = {
  /** The key of this section in data.json. */
  key: string;
  dataOf: (db: Database, userNo: number) => Promise<unknown>;
};

export type PersonalDataSections = {
  add: (section: PersonalDataSection) => void;
  list: () => readonly PersonalDataSection[];
};

/** Keys the export writes itself around the sections. */
const RESERVED_KEYS = new Set(['exportedAt', 'account', 'uploads']);

export function createPersonalDataSections(): PersonalDataSections {
  const sections: PersonalDataSection[] = [];
  return {
    add: (section) => {
      if (RESERVED_KEYS.has(section.key))
        throw new Error(`personal data section ${section.key} is written by the export itself`);
      if (sections.some((existing) => existing.key === section.key))
        throw new Error(`personal data section ${section.key} added twice`);
      sections.push(section);
    },
    list: () => sections,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules add their part of the data download (see ports/personalData.ts). */
    personalData: PersonalDataSections;
  }
}
