import { ZPeopleQuery } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PEOPLE_FILTERS,
  type PeopleFilters,
  peopleFilterCount,
  peopleFiltersToParams,
  readPeopleFilters,
} from './peopleFilters';

const read = (query: string) => readPeopleFilters(new URLSearchParams(query));
const buildFilters = (overrides: Partial<PeopleFilters> = {}): PeopleFilters => ({
  ...EMPTY_PEOPLE_FILTERS,
  ...overrides,
});

describe('readPeopleFilters', () => {
  it('reads an empty address as no filters', () => {
    expect(read('')).toEqual(EMPTY_PEOPLE_FILTERS);
  });

  it('reads every filter the address names', () => {
    expect(
      read(
        'q=mina&jobGroup=03&jobCode=0301&skillLevel=04&experience=02&region=KR01&occupationStatus=01&visitPurpose=03&techStack=React',
      ),
    ).toEqual({
      q: 'mina',
      jobGroup: '03',
      jobCode: '0301',
      skillLevel: '04',
      experience: '02',
      region: 'KR01',
      occupationStatus: '01',
      visitPurpose: '03',
      techStack: 'React',
    });
  });

  it('drops what the server would refuse', () => {
    expect(
      read('skillLevel=9&experience=x&region=US01&occupationStatus=03&visitPurpose=&jobGroup=88'),
    ).toEqual(EMPTY_PEOPLE_FILTERS);
  });

  it("keeps a job inside its group, brings a lone job's group and treats 0000 as none", () => {
    expect(read('jobCode=0406')).toMatchObject({ jobGroup: '04', jobCode: '0406' });
    expect(read('jobGroup=02&jobCode=0406')).toMatchObject({ jobGroup: '02', jobCode: null });
    expect(read('jobCode=0000')).toMatchObject({ jobGroup: null, jobCode: null });
  });

  it('keeps a technology only in the shape the server takes', () => {
    expect(read('techStack=%20Node.js%20').techStack).toBe('Node.js');
    expect(read('techStack=C%23').techStack).toBe('C#');
    expect(read('techStack=%3Cscript%3E').techStack).toBe('');
    expect(read(`techStack=${'a'.repeat(41)}`).techStack).toBe('');
  });

  it('trims the text and cuts it at 60 characters', () => {
    expect(read(`q=%20${'b'.repeat(80)}`).q).toBe('b'.repeat(60));
  });
});

describe('peopleFiltersToParams', () => {
  it('leaves unset filters out', () => {
    expect(peopleFiltersToParams(EMPTY_PEOPLE_FILTERS).toString()).toBe('');
    expect(peopleFiltersToParams(buildFilters({ region: 'KR02', techStack: 'Go' })).toString()).toBe(
      'region=KR02&techStack=Go',
    );
  });

  it("round-trips through the address and gives a query the server's schema accepts", () => {
    const filters = buildFilters({
      q: 'designer',
      jobGroup: '03',
      jobCode: '0302',
      skillLevel: '02',
      experience: '04',
      region: 'KR03',
      occupationStatus: '02',
      visitPurpose: '01',
      techStack: 'Figma',
    });
    const params = peopleFiltersToParams(filters);
    expect(readPeopleFilters(params)).toEqual(filters);
    expect(ZPeopleQuery.safeParse(Object.fromEntries(params)).success).toBe(true);
  });
});

describe('peopleFilterCount', () => {
  it('counts the chosen codes and the technology, not the text', () => {
    expect(peopleFilterCount(buildFilters({ q: 'x' }))).toBe(0);
    expect(peopleFilterCount(buildFilters({ jobGroup: '01', region: 'KR01', techStack: 'Go' }))).toBe(3);
  });
});
