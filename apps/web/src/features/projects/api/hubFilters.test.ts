import { ZHubQuery } from '@sidecamp/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_HUB_FILTERS,
  type HubFilters,
  hubFiltersToParams,
  readHubFilters,
  withoutFilter,
} from './hubFilters';

const read = (query: string) => readHubFilters(new URLSearchParams(query));
const buildFilters = (overrides: Partial<HubFilters> = {}): HubFilters => ({
  ...EMPTY_HUB_FILTERS,
  ...overrides,
});

describe('readHubFilters', () => {
  it('reads an empty address as the default view', () => {
    expect(read('')).toEqual(EMPTY_HUB_FILTERS);
  });

  it('reads every filter the address names', () => {
    expect(
      read(
        'q=chat&jobGroup=04&jobCode=0403&stage=02&platform=01&workStyle=01&meetingMode=02&region=KR01&recruiting=1&newOnly=true&sort=popular',
      ),
    ).toEqual({
      q: 'chat',
      jobGroup: '04',
      jobCode: '0403',
      stage: '02',
      platform: '01',
      workStyle: '01',
      meetingMode: '02',
      region: 'KR01',
      recruiting: true,
      newOnly: true,
      sort: 'popular',
    });
  });

  it('drops codes the server would refuse, so a hand-edited link still lists', () => {
    expect(read('jobGroup=77&stage=zz&platform=9&workStyle=&meetingMode=5&region=XX01&sort=oldest')).toEqual(
      EMPTY_HUB_FILTERS,
    );
  });

  it('never lists drafts (stage 99)', () => {
    expect(read('stage=99').stage).toBeNull();
  });

  it('treats "All Jobs" (0000) as no job filter', () => {
    expect(read('jobCode=0000')).toMatchObject({ jobCode: null, jobGroup: null });
  });

  it('brings the group of a job named alone', () => {
    expect(read('jobCode=0301')).toMatchObject({ jobGroup: '03', jobCode: '0301' });
  });

  it('drops a job outside the group named with it', () => {
    expect(read('jobGroup=01&jobCode=0403')).toMatchObject({ jobGroup: '01', jobCode: null });
  });

  it('drops a region the meeting mode does not offer, and keeps one it does', () => {
    expect(read('meetingMode=01&region=KR01')).toMatchObject({ meetingMode: '01', region: null });
    expect(read('meetingMode=02&region=KR00')).toMatchObject({ meetingMode: '02', region: null });
    expect(read('meetingMode=01&region=KR00')).toMatchObject({ meetingMode: '01', region: 'KR00' });
    expect(read('region=KR01').region).toBe('KR01');
  });

  it('trims the text and cuts it at 100 characters', () => {
    expect(read('q=%20%20ideas%20').q).toBe('ideas');
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('reads only 1 and true as an on flag', () => {
    expect(read('recruiting=1&newOnly=true')).toMatchObject({ recruiting: true, newOnly: true });
    expect(read('recruiting=0&newOnly=yes')).toMatchObject({ recruiting: false, newOnly: false });
  });
});

describe('hubFiltersToParams', () => {
  it('leaves the defaults out of the address', () => {
    expect(hubFiltersToParams(EMPTY_HUB_FILTERS).toString()).toBe('');
  });

  it('writes what is set under the API names', () => {
    const params = hubFiltersToParams(
      buildFilters({ q: 'ai', jobGroup: '04', jobCode: '0408', recruiting: true, sort: 'endingSoon' }),
    );
    expect(params.toString()).toBe('q=ai&jobGroup=04&jobCode=0408&recruiting=1&sort=endingSoon');
  });

  it('round-trips through the address', () => {
    const filters = buildFilters({
      q: 'game',
      jobGroup: '03',
      jobCode: '0305',
      stage: '03',
      platform: '04',
      workStyle: '02',
      meetingMode: '00',
      region: 'KR03',
      recruiting: true,
      newOnly: true,
      sort: 'popular',
    });
    expect(readHubFilters(hubFiltersToParams(filters))).toEqual(filters);
  });

  it("writes a query the server's own schema accepts", () => {
    const params = hubFiltersToParams(
      buildFilters({ q: 'x', jobGroup: '02', stage: '01', meetingMode: '02', region: 'KR04', newOnly: true }),
    );
    const parsed = ZHubQuery.safeParse(Object.fromEntries(params));
    expect(parsed.success).toBe(true);
  });
});

describe('activeFilterCount', () => {
  it('counts the narrowing filters, not the text or the sort', () => {
    expect(activeFilterCount(buildFilters({ q: 'x', sort: 'popular' }))).toBe(0);
    expect(
      activeFilterCount(buildFilters({ jobGroup: '01', jobCode: '0101', region: 'KR01', newOnly: true })),
    ).toBe(4);
  });
});

describe('withoutFilter', () => {
  it('clears a job group together with the job that needs it', () => {
    const next = withoutFilter(buildFilters({ jobGroup: '04', jobCode: '0403', stage: '02' }), 'jobGroup');
    expect(next).toMatchObject({ jobGroup: null, jobCode: null, stage: '02' });
  });

  it('clears a job and keeps its group', () => {
    expect(withoutFilter(buildFilters({ jobGroup: '04', jobCode: '0403' }), 'jobCode')).toMatchObject({
      jobGroup: '04',
      jobCode: null,
    });
  });

  it('switches a flag off', () => {
    expect(withoutFilter(buildFilters({ recruiting: true, newOnly: true }), 'recruiting')).toMatchObject({
      recruiting: false,
      newOnly: true,
    });
  });

  it('leaves the filters it was given unchanged', () => {
    const filters = buildFilters({ platform: '01' });
    withoutFilter(filters, 'platform');
    expect(filters.platform).toBe('01');
  });
});
