import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  COMPANY_TYPES,
  COUNTRY_NO_MATTER,
  COUNTRY_REGIONS,
  EXPERIENCE,
  GENDERS,
  INTEGRATION_KINDS,
  INTEGRATIONS,
  isCountryCodeShape,
  OCCUPATION_STATUS,
  OCCUPATIONS,
  PERSONALITY_TYPES,
  PROFILE_GENDERS,
  PROFILE_ITEM_TYPES,
  SKILL_LEVELS,
  SKILL_LEVELS_ALT,
  VISIT_PURPOSES,
} from './people';

const pairs = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => [entry.code, entry.label]);

describe('people code lists', () => {
  it('occupation status', () => {
    expect(pairs(OCCUPATION_STATUS)).toEqual([
      ['01', 'Working professional'],
      ['02', 'Non-professional (including on leave)'],
    ]);
  });

  it('skill levels, both scales', () => {
    expect(pairs(SKILL_LEVELS)).toEqual([
      ['01', 'Beginner'],
      ['02', 'Novice'],
      ['03', 'Intermediate'],
      ['04', 'Advanced'],
      ['05', 'Guru'],
    ]);
    expect(pairs(SKILL_LEVELS_ALT)).toEqual([
      ['01', 'Newbie'],
      ['02', 'Beginner'],
      ['03', 'Mid'],
      ['04', 'Expert'],
      ['05', 'Guru'],
    ]);
  });

  it('visit purposes', () => {
    expect(pairs(VISIT_PURPOSES)).toEqual([
      ['01', 'Looking for teammates'],
      ['02', 'Investment'],
      ['03', 'New job opportunities'],
      ['04', 'Insights and ideas'],
      ['05', 'Just looking around'],
    ]);
  });

  it('experience', () => {
    expect(pairs(EXPERIENCE)).toEqual([
      ['01', '1–3 years'],
      ['02', '3–5 years'],
      ['03', '5–10 years'],
      ['04', '10+ years'],
    ]);
  });

  it('genders: general 00-02, profile 01-02', () => {
    expect(pairs(GENDERS)).toEqual([
      ['00', 'Not specified'],
      ['01', 'Male'],
      ['02', 'Female'],
    ]);
    expect(pairs(PROFILE_GENDERS)).toEqual([
      ['01', 'Male'],
      ['02', 'Female'],
    ]);
  });

  it('age bands 00 to 05', () => {
    expect(pairs(AGE_BANDS)).toEqual([
      ['00', 'Not specified'],
      ['01', 'Teens'],
      ['02', '20s'],
      ['03', '30s'],
      ['04', '40s'],
      ['05', '50 and above'],
    ]);
  });

  it('personality types: 0000 plus the sixteen', () => {
    expect(PERSONALITY_TYPES.codes).toEqual([
      '0000',
      'ISTJ',
      'ISFJ',
      'INFJ',
      'INTJ',
      'ISTP',
      'ISFP',
      'INFP',
      'INTP',
      'ESTP',
      'ESFP',
      'ENFP',
      'ENTP',
      'ESTJ',
      'ESFJ',
      'ENFJ',
      'ENTJ',
    ]);
    expect(PERSONALITY_TYPES.label('0000')).toBe('Not assigned');
    expect(PERSONALITY_TYPES.label('ENTP')).toBe('ENTP');
  });

  it('company types and occupations in the spec order', () => {
    expect(COMPANY_TYPES.entries.map((entry) => entry.label)).toEqual([
      'Large company',
      'Small company',
      'Startup',
      'Sole proprietor',
      'Other',
    ]);
    expect(pairs(OCCUPATIONS)).toEqual([
      ['01', 'Office worker'],
      ['02', 'Student'],
      ['03', 'Professional'],
    ]);
  });

  it('profile item types', () => {
    expect(PROFILE_ITEM_TYPES.codes).toEqual([
      'cover_letter',
      'career',
      'location',
      'skill',
      'portfolio',
      'question',
    ]);
  });

  it('integrations: two team-chat tools, an issue tracker, notes, code hosting, design', () => {
    expect(INTEGRATIONS.codes).toEqual(['slack', 'discord', 'jira', 'notion', 'github', 'figma']);
    expect(Object.values(INTEGRATION_KINDS).sort()).toEqual([
      'code-hosting',
      'design',
      'issue-tracker',
      'notes',
      'team-chat',
      'team-chat',
    ]);
  });

  it('country regions and the no-matter country', () => {
    expect(COUNTRY_REGIONS.codes).toEqual(['am', 'as', 'eu', 'af']);
    expect(COUNTRY_NO_MATTER).toBe('ew');
    expect(isCountryCodeShape('ew')).toBe(true);
    expect(isCountryCodeShape('kr')).toBe(true);
    expect(isCountryCodeShape('KOR')).toBe(false);
    expect(isCountryCodeShape('')).toBe(false);
  });
});
