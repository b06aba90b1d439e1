import { describe, expect, it } from 'vitest';
import { isRegionAllowedForMeetingMode, REGIONS, regionsForMeetingMode } from './regions';

const SPEC_REGIONS = [
  ['KR00', 'Not relevant'],
  ['KR01', 'Seoul'],
  ['KR02', 'Gyeonggi'],
  ['KR18', 'Southern Gyeonggi'],
  ['KR19', 'Northern Gyeonggi'],
  ['KR03', 'Busan'],
  ['KR04', 'Incheon'],
  ['KR05', 'Daegu'],
  ['KR06', 'South Gyeongsang'],
  ['KR07', 'North Gyeongsang'],
  ['KR08', 'Daejeon'],
  ['KR09', 'South Chungcheong'],
  ['KR10', 'North Chungcheong'],
  ['KR11', 'South Jeolla'],
  ['KR12', 'North Jeolla'],
  ['KR13', 'Gwangju'],
  ['KR14', 'Gangwon'],
  ['KR15', 'Ulsan'],
  ['KR16', 'Jeju'],
  ['KR17', 'Sejong'],
];

describe('regions', () => {
  it('are the spec list in the spec order', () => {
    expect(REGIONS.entries.map((entry) => [entry.code, entry.label])).toEqual(SPEC_REGIONS);
  });

  it('mode 00 offers all 20 regions including KR00', () => {
    expect(regionsForMeetingMode('00')).toEqual(SPEC_REGIONS.map(([code]) => code));
  });

  it('mode 01 offers only KR00', () => {
    expect(regionsForMeetingMode('01')).toEqual(['KR00']);
  });

  it('mode 02 offers the 19 real regions, not KR00', () => {
    const offered = regionsForMeetingMode('02');
    expect(offered).toHaveLength(19);
    expect(offered).not.toContain('KR00');
    expect(offered[0]).toBe('KR01');
  });

  it('checks a region against a mode', () => {
    expect(isRegionAllowedForMeetingMode('00', 'KR00')).toBe(true);
    expect(isRegionAllowedForMeetingMode('00', 'KR16')).toBe(true);
    expect(isRegionAllowedForMeetingMode('01', 'KR00')).toBe(true);
    expect(isRegionAllowedForMeetingMode('01', 'KR01')).toBe(false);
    expect(isRegionAllowedForMeetingMode('02', 'KR00')).toBe(false);
    expect(isRegionAllowedForMeetingMode('02', 'KR19')).toBe(true);
    expect(isRegionAllowedForMeetingMode('00', 'KR20')).toBe(false);
  });
});
