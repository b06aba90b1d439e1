import type { TProfile, TProfileItem, TResumeWork } from '@sidecamp/domain';
import { EXPERIENCE, INTEGRATIONS, REGIONS, RESUME_WORK_SECTIONS, SKILL_LEVELS } from '@sidecamp/domain/core';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../app/config/siteConfig';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { codeLabel, jobWithGroup } from '../../../ui/codeLabels';
import { formatDateRange } from '../../../ui/dates';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileUnavailable, unavailabilityOf } from '../components/ProfileUnavailable';
import { ResumeSection } from '../components/ResumeSection';
import { ResumeWork } from '../components/ResumeWork';
import { workCount } from '../components/workCount';
import { useProfile } from '../hooks/useProfile';
import { useResumeWork } from '../hooks/useResumeWork';
import { useUserNoParam } from '../hooks/useUserNoParam';

/** The item types a resume shows, in resume order. */
const RESUME_SECTIONS = ['cover_letter', 'career', 'skill', 'portfolio'] as const;

function ResumeItem({ item }: { item: TProfileItem }) {
  const { t, i18n } = useTranslation('profiles');
  const dates = formatDateRange(item.startDate, item.endDate, i18n.language, {
    present: t('items.present'),
    until: (end) => t('items.until', { end }),
  });
  return (
    <div className="break-inside-avoid">
      <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4 print:flex-row print:items-baseline print:justify-between">
        <h3 className="font-semibold text-stone-900">
          {item.title}
          {item.organization && <span className="font-normal text-stone-600"> · {item.organization}</span>}
        </h3>
        {dates && <p className="shrink-0 text-sm text-stone-500 tabular-nums">{dates}</p>}
      </div>
      {item.body && (
        <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-stone-700">{item.body}</p>
      )}
      {item.url && (
        <p className="mt-1 text-sm">
          <a
            href={item.url}
            className="break-all text-indigo-700 underline print:text-stone-700 print:no-underline"
          >
            {item.url}
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * A resume generated from the profile (F3.2): always current, and printable on A4 ("Print / Save
 * as PDF" uses the browser's own PDF printer, so no PDF library is needed).
 */
export function ResumePage() {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const siteName = useSiteConfig()?.siteName ?? 'Sidecamp';
  const { raw, no } = useUserNoParam();
  const profile = useProfile(no);
  const work = useResumeWork(no);

  if (no === null)
    return <ProfileUnavailable reason={raw === 'me' ? 'membersOnly' : 'notFound'} userNo={raw} />;
  if (profile.isPending || work.isPending) return <ProfileSkeleton label={tCommon('shell.loading')} />;
  if (profile.isError) {
    return (
      <ProfileUnavailable
        reason={unavailabilityOf(profile.error)}
        userNo={raw}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const person = profile.data;

  return (
    <div className="space-y-6 print:space-y-0">
      <title>{`${t('resume.title', { nickname: person.nickname })} · ${siteName}`}</title>
      <div className="mx-auto flex max-w-[210mm] flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink to={`/u/${person.no}`} variant="ghost" className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('resume.backToProfile')}
        </ButtonLink>
        <Button onPress={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('resume.print')}
        </Button>
      </div>
      <ResumeDocument profile={person} work={work.data ?? null} />
      <p className="mx-auto max-w-[210mm] text-center text-sm text-stone-500 print:hidden">
        {t('resume.printHint')}
      </p>
    </div>
  );
}

function ResumeDocument({ profile, work }: { profile: TProfile; work: TResumeWork | null }) {
  const { t, i18n } = useTranslation('profiles');
  const mainJob = jobWithGroup(profile.mainJobDetail, profile.mainJob);
  const subJob = jobWithGroup(profile.subJobDetail, profile.subJob);
  const region = profile.region && profile.region !== 'KR00' ? codeLabel(REGIONS, profile.region) : null;
  const facts = [
    region,
    codeLabel(EXPERIENCE, profile.experience) &&
      t('resume.experience', { value: codeLabel(EXPERIENCE, profile.experience) }),
    codeLabel(SKILL_LEVELS, profile.skillLevel) &&
      t('resume.skillLevel', { value: codeLabel(SKILL_LEVELS, profile.skillLevel) }),
  ].filter((fact): fact is string => Boolean(fact));
  const itemsOf = (type: string) =>
    profile.items.filter((item) => item.type === type).sort((a, b) => a.position - b.position);
  const generatedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date());

  return (
    <article
      aria-labelledby="resume-name"
      className="mx-auto max-w-[210mm] rounded-2xl border border-stone-200 bg-white px-6 py-8 shadow-card sm:px-12 sm:py-12 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-5 border-b-2 border-stone-900 pb-6 sm:flex-row sm:items-center print:flex-row print:items-center">
        {profile.img && (
          <img src={profile.img} alt="" className="size-20 shrink-0 rounded-full object-cover sm:size-24" />
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.14em] text-stone-500 uppercase">
            {t('resume.eyebrow')}
          </p>
          <h1 id="resume-name" className="mt-1 text-3xl font-bold tracking-tight text-stone-900">
            {profile.nickname}
          </h1>
          {mainJob && <p className="mt-1 text-lg font-medium text-stone-800">{mainJob}</p>}
          {subJob && <p className="text-sm text-stone-600">{t('header.subJob', { job: subJob })}</p>}
          {facts.length > 0 && <p className="mt-2 text-sm text-stone-600">{facts.join(' · ')}</p>}
        </div>
      </header>

      <div className="mt-7 space-y-7">
        {profile.resumeSummary && (
          <ResumeSection id="resume-summary" title={t('resume.summary')}>
            <p className="text-[15px] leading-relaxed whitespace-pre-line text-stone-800">
              {profile.resumeSummary}
            </p>
          </ResumeSection>
        )}
        {profile.introduction && (
          // Without a resume summary of its own, the introduction is the summary.
          <ResumeSection
            id={profile.resumeSummary ? 'resume-about' : 'resume-summary'}
            title={profile.resumeSummary ? t('resume.about') : t('resume.summary')}
          >
            <p className="text-[15px] leading-relaxed whitespace-pre-line text-stone-800">
              {profile.introduction}
            </p>
          </ResumeSection>
        )}
        {work && <ResumeWork work={work} />}
        {RESUME_SECTIONS.map((type) => {
          const items = itemsOf(type);
          if (items.length === 0) return null;
          return (
            <ResumeSection key={type} id={`resume-${type}`} title={t(`resume.sections.${type}`)}>
              <div className="space-y-4">
                {items.map((item) => (
                  <ResumeItem key={item.id} item={item} />
                ))}
              </div>
            </ResumeSection>
          );
        })}
        {profile.techStacks.length > 0 && (
          <ResumeSection id="resume-stack" title={t('resume.stack')}>
            <ul className="flex flex-wrap gap-1.5">
              {profile.techStacks.map((stack) => (
                <li
                  key={stack}
                  className="rounded-md bg-stone-100 px-2 py-0.5 text-sm font-medium text-stone-800 ring-1 ring-stone-200 print:bg-transparent"
                >
                  {stack}
                </li>
              ))}
            </ul>
          </ResumeSection>
        )}
        {profile.links.length > 0 && (
          <ResumeSection id="resume-links" title={t('resume.links')}>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1.5 text-sm">
              {profile.links.map((link) => (
                <div key={link.integration} className="contents">
                  <dt className="font-medium text-stone-600">{codeLabel(INTEGRATIONS, link.integration)}</dt>
                  <dd className="break-all">
                    <a
                      href={link.url}
                      className="text-indigo-700 underline print:text-stone-800 print:no-underline"
                    >
                      {link.url}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </ResumeSection>
        )}
        {!profile.resumeSummary &&
          !profile.introduction &&
          !(work?.isOwner || RESUME_WORK_SECTIONS.some((section) => work && workCount(work, section) > 0)) &&
          profile.items.length === 0 &&
          profile.techStacks.length === 0 && (
            <p className="text-stone-500">{t('resume.empty', { nickname: profile.nickname })}</p>
          )}
      </div>
      <footer className="mt-10 border-t border-stone-200 pt-4 text-xs text-stone-500">
        {t('resume.footer', { nickname: profile.nickname, date: generatedOn })}
      </footer>
    </article>
  );
}
