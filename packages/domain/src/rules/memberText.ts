import { JOB_CODE_ANY, JOB_CODES } from '../codes/jobs';
import { EXPERIENCE, OCCUPATION_STATUS, SKILL_LEVELS, VISIT_PURPOSES } from '../codes/people';
import { REGION_NOT_RELEVANT, REGIONS } from '../codes/regions';

/*
 * "Generate my profile text" and "Generate my resume summary" (F13.3): deterministic templates
 * over what the platform stores about a person. No model and no invented facts: every sentence
 * comes from one stored fact, a fact that is missing leaves its sentence out (the text gets
 * shorter, never padded), and the same facts always give the same text.
 */

/** The longest introduction a profile keeps (ZProfileUpdate.introduction). */
export const MEMBER_INTRODUCTION_MAX = 2000;
/** The longest resume summary a profile keeps (ZProfileUpdate.resumeSummary). */
export const MEMBER_RESUME_SUMMARY_MAX = 1000;

/** How many names of one kind (projects, stacks, items) a text lists before "and N more". */
export const MEMBER_TEXT_LIST_MAX = 3;
const STACKS_LISTED = 6;
/** A stored name longer than this is cut with an ellipsis, so one long title cannot crowd the rest. */
const NAME_MAX = 60;

export type MemberProjectFact = {
  name: string;
  /** '01' leader, '02' member (MEMBER_ROLES). */
  role: string;
  /** The job code of the position the person holds in it, if any. */
  positionJob: string | null;
};

export type MemberItemFact = {
  /** PROFILE_ITEM_TYPES code. */
  type: string;
  title: string;
  organization: string | null;
  /** ISO dates (YYYY-MM-DD) as stored. */
  startDate: string | null;
  endDate: string | null;
};

/** What is stored about a person; the caller gives lists in the order they should be named. */
export type MemberFacts = {
  nickname: string;
  mainJobDetail: string | null;
  subJobDetail: string | null;
  skillLevel: string | null;
  experience: string | null;
  region: string | null;
  occupationStatus: string | null;
  visitPurpose: string | null;
  techStacks: readonly string[];
  items: readonly MemberItemFact[];
  projects: readonly MemberProjectFact[];
  tasksCompleted: number;
  reviewsReceived: number;
  /** The average rating of the reviews received; null without reviews. */
  averageRating: number | null;
};

export type MemberText = {
  text: string;
  /** Short names of the facts the text was written from, in text order ('main job', 'projects' ...). */
  facts: string[];
};

type Sentence = { text: string; facts: readonly string[] };

const say = (text: string, ...facts: string[]): Sentence => ({ text, facts });

const clip = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= NAME_MAX ? clean : `${clean.slice(0, NAME_MAX - 1).trimEnd()}…`;
};

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
function listOf(names: readonly string[], max: number): string {
  const shown = names.slice(0, max).map(clip);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The label of a code in a list, or null for no code, an unknown one or "not specified". */
function labelOf<C extends string>(
  list: { isCode: (value: unknown) => value is C; label: (code: C) => string },
  code: string | null,
): string | null {
  return code && list.isCode(code) ? list.label(code) : null;
}

const jobOf = (code: string | null) => (code === JOB_CODE_ANY ? null : labelOf(JOB_CODES, code));

function jobs(facts: MemberFacts) {
  const main = jobOf(facts.mainJobDetail);
  const sub = jobOf(facts.subJobDetail);
  return { main, sub: sub && sub !== main ? sub : null };
}

const regionOf = (facts: MemberFacts) =>
  facts.region === REGION_NOT_RELEVANT ? null : labelOf(REGIONS, facts.region);

/** Years of an item: "2021–2023", "from 2021", "until 2023", or nothing. */
function yearsOf(item: MemberItemFact): string {
  const start = item.startDate?.slice(0, 4);
  const end = item.endDate?.slice(0, 4);
  if (start && end) return start === end ? start : `${start}–${end}`;
  if (start) return `from ${start}`;
  if (end) return `until ${end}`;
  return '';
}

function itemLine(item: MemberItemFact): string {
  const title = clip(item.title);
  const organization = item.organization?.trim() ? ` at ${clip(item.organization)}` : '';
  const years = yearsOf(item);
  return `${title}${organization}${years ? ` (${years})` : ''}`;
}

const itemsOfType = (facts: MemberFacts, type: string) =>
  facts.items.filter((item) => item.type === type && item.title.trim() !== '');

function projectName(project: MemberProjectFact): string {
  const job = jobOf(project.positionJob);
  return job ? `${clip(project.name)} (as ${job})` : clip(project.name);
}

const led = (facts: MemberFacts) => facts.projects.filter((project) => project.role === '01');
const joined = (facts: MemberFacts) => facts.projects.filter((project) => project.role === '02');

/** One decimal, without a trailing ".0": 4.5, 4. */
const rating = (value: number) => String(Math.round(value * 10) / 10);

/**
 * Joins sentences in order while they fit in `max`; one that does not fit is left out whole
 * (a cut sentence could say something the data does not).
 */
function assemble(sentences: readonly Sentence[], max: number): MemberText {
  let text = '';
  const facts: string[] = [];
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence.text}` : sentence.text;
    if (next.length > max) continue;
    text = next;
    for (const fact of sentence.facts) if (!facts.includes(fact)) facts.push(fact);
  }
  return { text, facts };
}

/** The profile introduction, in the person's own voice (first person). */
export function memberProfileText(facts: MemberFacts): MemberText {
  const sentences: Sentence[] = [say(`Hi, I'm ${clip(facts.nickname)}.`, 'nickname')];
  const { main, sub } = jobs(facts);
  if (main) sentences.push(say(`My main field is ${main}.`, 'main job'));
  if (sub) sentences.push(say(`I also work in ${sub}.`, 'sub job'));

  const skill = labelOf(SKILL_LEVELS, facts.skillLevel);
  const experience = labelOf(EXPERIENCE, facts.experience);
  if (experience) sentences.push(say(`I have ${experience} of experience.`, 'experience'));
  if (skill) sentences.push(say(`I rate my skill level as ${skill.toLowerCase()}.`, 'skill level'));
  if (facts.occupationStatus === '01')
    sentences.push(say('I am a working professional.', 'occupation status'));
  const region = regionOf(facts);
  if (region) sentences.push(say(`I am based in ${region}.`, 'region'));
  if (facts.techStacks.length > 0)
    sentences.push(say(`I work with ${listOf(facts.techStacks, STACKS_LISTED)}.`, 'tech stacks'));

  const career = itemsOfType(facts, 'career');
  if (career.length > 0)
    sentences.push(say(`My career so far: ${listOf(career.map(itemLine), MEMBER_TEXT_LIST_MAX)}.`, 'career'));

  const leading = led(facts);
  const member = joined(facts);
  if (leading.length > 0)
    sentences.push(
      say(
        `On Sidecamp I have led ${plural(leading.length, 'project', 'projects')}: ${listOf(leading.map(projectName), MEMBER_TEXT_LIST_MAX)}.`,
        'projects led',
      ),
    );
  if (member.length > 0)
    sentences.push(
      say(
        `I have been a team member on ${plural(member.length, 'project', 'projects')}: ${listOf(member.map(projectName), MEMBER_TEXT_LIST_MAX)}.`,
        'projects joined',
      ),
    );
  if (facts.tasksCompleted > 0)
    sentences.push(
      say(
        `I have completed ${plural(facts.tasksCompleted, 'task', 'tasks')} in project workspaces.`,
        'tasks completed',
      ),
    );

  const portfolio = itemsOfType(facts, 'portfolio');
  if (portfolio.length > 0)
    sentences.push(
      say(
        `My portfolio includes ${listOf(
          portfolio.map((item) => item.title),
          MEMBER_TEXT_LIST_MAX,
        )}.`,
        'portfolio',
      ),
    );

  if (facts.reviewsReceived > 0 && facts.averageRating !== null)
    sentences.push(
      say(
        `I have received ${plural(facts.reviewsReceived, 'review', 'reviews')}, averaging ${rating(facts.averageRating)} out of 5.`,
        'reviews received',
      ),
    );

  const purpose = facts.visitPurpose && VISIT_PURPOSES.isCode(facts.visitPurpose) ? facts.visitPurpose : null;
  if (purpose) sentences.push(say(PURPOSE_SENTENCES[purpose], 'visit purpose'));

  return assemble(sentences, MEMBER_INTRODUCTION_MAX);
}

const PURPOSE_SENTENCES = {
  '01': 'I am on Sidecamp to find teammates.',
  '02': 'I am on Sidecamp for investment.',
  '03': 'I am on Sidecamp for new job opportunities.',
  '04': 'I am on Sidecamp for insights and ideas.',
  '05': 'I am on Sidecamp to look around.',
} as const;

/** The resume's summary paragraph: short, resume style (the name, then no pronouns). */
export function memberResumeSummary(facts: MemberFacts): MemberText {
  const name = clip(facts.nickname);
  const { main, sub } = jobs(facts);
  const sentences: Sentence[] = [];
  if (main && sub)
    sentences.push(say(`${name} works in ${main} and ${sub}.`, 'nickname', 'main job', 'sub job'));
  else if (main) sentences.push(say(`${name} works in ${main}.`, 'nickname', 'main job'));
  else sentences.push(say(`${name} is a Sidecamp member.`, 'nickname'));

  const experience = labelOf(EXPERIENCE, facts.experience);
  const skill = labelOf(SKILL_LEVELS, facts.skillLevel);
  if (experience) sentences.push(say(`${experience} of experience.`, 'experience'));
  if (skill) sentences.push(say(`Self-rated skill level: ${skill.toLowerCase()}.`, 'skill level'));
  const occupation = facts.occupationStatus === '01' ? labelOf(OCCUPATION_STATUS, '01') : null;
  const region = regionOf(facts);
  if (occupation && region)
    sentences.push(say(`${occupation} based in ${region}.`, 'occupation status', 'region'));
  else if (occupation) sentences.push(say(`${occupation}.`, 'occupation status'));
  else if (region) sentences.push(say(`Based in ${region}.`, 'region'));

  const career = itemsOfType(facts, 'career');
  if (career.length > 0)
    sentences.push(say(`Experience: ${listOf(career.map(itemLine), MEMBER_TEXT_LIST_MAX)}.`, 'career'));
  if (facts.techStacks.length > 0)
    sentences.push(say(`Works with ${listOf(facts.techStacks, STACKS_LISTED)}.`, 'tech stacks'));

  const leading = led(facts);
  const member = joined(facts);
  if (leading.length > 0)
    sentences.push(
      say(
        `Led ${plural(leading.length, 'project', 'projects')} on Sidecamp: ${listOf(leading.map(projectName), MEMBER_TEXT_LIST_MAX)}.`,
        'projects led',
      ),
    );
  if (member.length > 0)
    sentences.push(
      say(
        `Team member on ${plural(member.length, 'project', 'projects')}: ${listOf(member.map(projectName), MEMBER_TEXT_LIST_MAX)}.`,
        'projects joined',
      ),
    );
  if (facts.tasksCompleted > 0)
    sentences.push(
      say(
        `Completed ${plural(facts.tasksCompleted, 'workspace task', 'workspace tasks')}.`,
        'tasks completed',
      ),
    );
  if (facts.reviewsReceived > 0 && facts.averageRating !== null)
    sentences.push(
      say(
        `Rated ${rating(facts.averageRating)} out of 5 in ${plural(facts.reviewsReceived, 'review', 'reviews')}.`,
        'reviews received',
      ),
    );

  return assemble(sentences, MEMBER_RESUME_SUMMARY_MAX);
}
