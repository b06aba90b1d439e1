import type { TBooth, TBoothCreateInput, TBoothUpdateInput } from '@sidecamp/domain';

/** What the launch form holds: text as typed, choices as codes ('' for none yet). */
export type BoothForm = {
  /** A project's number as text, or '' for a standalone booth. */
  projectNo: string;
  name: string;
  tagline: string;
  intro: string;
  description: string;
  serviceCategory: string;
  industry: string;
  platforms: string[];
  links: string[];
  /** Uploaded screenshots' /api/files/<id> addresses, in the order the booth shows them. */
  screenshots: string[];
  videoLink: string;
  launchDate: string;
};

export const BOOTH_FORM_FIELDS = [
  'projectNo',
  'name',
  'tagline',
  'intro',
  'description',
  'serviceCategory',
  'industry',
  'platforms',
  'links',
  'screenshots',
  'videoLink',
  'launchDate',
] as const satisfies readonly (keyof BoothForm)[];

export const emptyBoothForm = (): BoothForm => ({
  projectNo: '',
  name: '',
  tagline: '',
  intro: '',
  description: '',
  serviceCategory: '',
  industry: '',
  platforms: [],
  links: [],
  screenshots: [],
  videoLink: '',
  launchDate: '',
});

export function boothFormOf(booth: TBooth): BoothForm {
  return {
    projectNo: booth.projectNo === null ? '' : String(booth.projectNo),
    name: booth.name,
    tagline: booth.tagline,
    intro: booth.intro,
    description: booth.description,
    serviceCategory: booth.serviceCategory,
    industry: booth.industry,
    platforms: [...booth.platforms],
    links: [...booth.links],
    screenshots: [...booth.screenshots],
    videoLink: booth.videoLink ?? '',
    launchDate: booth.launchDate ?? '',
  };
}

/**
 * The fields as the API takes them. Empty link rows are dropped and empty optional fields become
 * null; the rest is sent as typed, so the server's 400 names whatever is wrong.
 */
function fieldsOf(form: BoothForm) {
  return {
    name: form.name,
    tagline: form.tagline,
    intro: form.intro,
    description: form.description,
    // The server names a missing choice; the cast only keeps the request's type.
    serviceCategory: form.serviceCategory as TBoothCreateInput['serviceCategory'],
    industry: form.industry as TBoothCreateInput['industry'],
    platforms: form.platforms as NonNullable<TBoothCreateInput['platforms']>,
    links: form.links.map((link) => link.trim()).filter(Boolean),
    screenshots: form.screenshots,
    videoLink: form.videoLink.trim() || null,
    launchDate: form.launchDate || null,
  };
}

export function boothCreateInput(form: BoothForm): TBoothCreateInput {
  return { projectNo: form.projectNo ? Number(form.projectNo) : null, ...fieldsOf(form) };
}

export function boothUpdateInput(form: BoothForm): TBoothUpdateInput {
  return fieldsOf(form);
}

/** The link rows without the empty ones, so a server message `links.N` names the Nth kept row. */
export function keptLinkIndexes(links: readonly string[]): number[] {
  return links.flatMap((link, index) => (link.trim() ? [index] : []));
}
