import { type CodeOf, defineCodes } from './defineCodes';

/**
 * The spec lists "23 service categories and 19 industries (contents not listed)": these are ours,
 * the usual shelves of a launch showcase. A booth has one of each.
 */
export const SERVICE_CATEGORIES = defineCodes([
  { code: '01', label: 'Productivity' },
  { code: '02', label: 'Developer tools' },
  { code: '03', label: 'Design tools' },
  { code: '04', label: 'Marketing' },
  { code: '05', label: 'Sales and CRM' },
  { code: '06', label: 'Finance' },
  { code: '07', label: 'Education' },
  { code: '08', label: 'Health and fitness' },
  { code: '09', label: 'Social and community' },
  { code: '10', label: 'Communication' },
  { code: '11', label: 'Entertainment' },
  { code: '12', label: 'Games' },
  { code: '13', label: 'Music and audio' },
  { code: '14', label: 'Photo and video' },
  { code: '15', label: 'News and media' },
  { code: '16', label: 'Travel' },
  { code: '17', label: 'Food and drink' },
  { code: '18', label: 'Shopping and e-commerce' },
  { code: '19', label: 'Lifestyle' },
  { code: '20', label: 'AI and machine learning' },
  { code: '21', label: 'Data and analytics' },
  { code: '22', label: 'Security and privacy' },
  { code: '23', label: 'Other' },
] as const);
export type ServiceCategoryCode = CodeOf<typeof SERVICE_CATEGORIES>;

export const INDUSTRIES = defineCodes([
  { code: '01', label: 'IT and software' },
  { code: '02', label: 'Finance and insurance' },
  { code: '03', label: 'Healthcare' },
  { code: '04', label: 'Education' },
  { code: '05', label: 'Retail and commerce' },
  { code: '06', label: 'Manufacturing' },
  { code: '07', label: 'Media and entertainment' },
  { code: '08', label: 'Travel and hospitality' },
  { code: '09', label: 'Food and beverage' },
  { code: '10', label: 'Real estate' },
  { code: '11', label: 'Transport and logistics' },
  { code: '12', label: 'Energy and environment' },
  { code: '13', label: 'Agriculture' },
  { code: '14', label: 'Public sector' },
  { code: '15', label: 'Non-profit' },
  { code: '16', label: 'Fashion and beauty' },
  { code: '17', label: 'Sports' },
  { code: '18', label: 'Professional services' },
  { code: '19', label: 'Other' },
] as const);
export type IndustryCode = CodeOf<typeof INDUSTRIES>;

/** A booth is a draft (its team only) until published; then everyone sees it. */
export const BOOTH_STATES = defineCodes([
  { code: 'draft', label: 'Draft' },
  { code: 'published', label: 'Published' },
] as const);
export type BoothStateCode = CodeOf<typeof BOOTH_STATES>;

/** The named criteria a review rates from 1 to 5 (the spec's "view points"). */
export const REVIEW_VIEW_POINTS = defineCodes([
  { code: 'usefulness', label: 'Usefulness' },
  { code: 'design', label: 'Design' },
  { code: 'ease', label: 'Ease of use' },
  { code: 'originality', label: 'Originality' },
  { code: 'completeness', label: 'Completeness' },
] as const);
export type ReviewViewPointCode = CodeOf<typeof REVIEW_VIEW_POINTS>;
