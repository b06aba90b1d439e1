import { type CodeOf, defineCodes } from './defineCodes';
import type { MeetingModeCode } from './projects';

/** Korean regions, in the spec's order (KR18/KR19 follow Gyeonggi, not numeric order). */
export const REGIONS = defineCodes([
  { code: 'KR00', label: 'Not relevant' },
  { code: 'KR01', label: 'Seoul' },
  { code: 'KR02', label: 'Gyeonggi' },
  { code: 'KR18', label: 'Southern Gyeonggi' },
  { code: 'KR19', label: 'Northern Gyeonggi' },
  { code: 'KR03', label: 'Busan' },
  { code: 'KR04', label: 'Incheon' },
  { code: 'KR05', label: 'Daegu' },
  { code: 'KR06', label: 'South Gyeongsang' },
  { code: 'KR07', label: 'North Gyeongsang' },
  { code: 'KR08', label: 'Daejeon' },
  { code: 'KR09', label: 'South Chungcheong' },
  { code: 'KR10', label: 'North Chungcheong' },
  { code: 'KR11', label: 'South Jeolla' },
  { code: 'KR12', label: 'North Jeolla' },
  { code: 'KR13', label: 'Gwangju' },
  { code: 'KR14', label: 'Gangwon' },
  { code: 'KR15', label: 'Ulsan' },
  { code: 'KR16', label: 'Jeju' },
  { code: 'KR17', label: 'Sejong' },
] as const);
export type RegionCode = CodeOf<typeof REGIONS>;

export const REGION_NOT_RELEVANT = 'KR00' satisfies RegionCode;

/**
 * Region choices for a meeting mode (spec point 3): 00 (online and offline) offers every region
 * including "not relevant"; 01 (online only) offers only "not relevant"; 02 (offline only) offers
 * every real region, never "not relevant".
 */
export function regionsForMeetingMode(mode: MeetingModeCode): readonly RegionCode[] {
  switch (mode) {
    case '00':
      return REGIONS.codes;
    case '01':
      return [REGION_NOT_RELEVANT];
    case '02':
      return REGIONS.codes.filter((code) => code !== REGION_NOT_RELEVANT);
  }
}

export function isRegionAllowedForMeetingMode(mode: MeetingModeCode, region: string): boolean {
  return (regionsForMeetingMode(mode) as readonly string[]).includes(region);
}
