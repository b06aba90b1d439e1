/**
 * The proof-of-work resume (F3.2): the sections of what a person did here, in resume order. Each
 * one the owner may keep off their public resume; the owner always sees all of them.
 */
export const RESUME_WORK_SECTIONS = ['projects', 'tasks', 'goals', 'booths', 'reviews', 'proChats'] as const;
export type ResumeWorkSection = (typeof RESUME_WORK_SECTIONS)[number];

/** How many highlights a counted section (tasks, goals, reviews) lists beside its count. */
export const RESUME_HIGHLIGHTS = 5;
