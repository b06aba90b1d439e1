import type { TBooth } from '@sidecamp/domain';
import { INDUSTRIES, PLATFORMS, SERVICE_CATEGORIES } from '@sidecamp/domain/core';
import { CalendarDays, ExternalLink, MonitorSmartphone, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../ui/Badge';
import { codeLabel } from '../../../../ui/codeLabels';
import { formatDate } from '../../../../ui/dates';
import { TitleRow } from '../../../../ui/TitleRow';
import { ProjectLogo } from '../../../projects';
import { BoothActions } from './BoothActions';
import { BoothShareTags } from './BoothShareTags';

/** "example.com/path" from a full address, for link text that fits on a phone. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The top of a booth: name (the page's h1), tagline, labels, platforms, launch date, links, actions. */
export function BoothHeader({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  const platforms = booth.platforms.map((code) => codeLabel(PLATFORMS, code)).filter(Boolean);
  return (
    <section className="rounded-2xl border border-stone-200 bg-white shadow-card">
      <BoothShareTags booth={booth} />
      <TitleRow
        className="p-5 sm:p-7"
        titleWidth="wide"
        titleClassName="flex gap-4 sm:gap-5"
        actions={<BoothActions booth={booth} />}
      >
        <ProjectLogo src={booth.screenshots[0] ?? null} name={booth.name} size="lg" />
        <div className="min-w-0">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <Badge tone="orange">{codeLabel(SERVICE_CATEGORIES, booth.serviceCategory)}</Badge>
            <Badge>{codeLabel(INDUSTRIES, booth.industry)}</Badge>
            {booth.state === 'draft' && <Badge tone="amber">{t('state.draft')}</Badge>}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance break-words text-stone-900 sm:text-3xl">
            {booth.name}
          </h1>
          {booth.tagline && <p className="mt-1.5 text-base text-pretty text-stone-700">{booth.tagline}</p>}
          <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-600">
            {platforms.length > 0 && (
              <div className="inline-flex items-center gap-1.5">
                <dt>
                  <MonitorSmartphone aria-hidden="true" className="size-4 text-stone-400" />
                  <span className="sr-only">{t('view.platforms')}</span>
                </dt>
                <dd>{platforms.join(', ')}</dd>
              </div>
            )}
            {booth.launchDate && (
              <div className="inline-flex items-center gap-1.5">
                <dt>
                  <CalendarDays aria-hidden="true" className="size-4 text-stone-400" />
                  <span className="sr-only">{t('view.launchDate')}</span>
                </dt>
                <dd>
                  {t(
                    booth.launchDate > new Date().toISOString().slice(0, 10)
                      ? 'view.launches'
                      : 'view.launched',
                    {
                      date: formatDate(booth.launchDate),
                    },
                  )}
                </dd>
              </div>
            )}
          </dl>
          {(booth.links.length > 0 || booth.videoLink) && (
            <ul aria-label={t('view.links')} className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
              {booth.links.map((url) => (
                <li key={url} className="min-w-0">
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex max-w-full items-center gap-1 font-medium text-pine-800 hover:underline"
                  >
                    <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="truncate">{shortUrl(url)}</span>
                  </a>
                </li>
              ))}
              {booth.videoLink && (
                <li>
                  <a
                    href={booth.videoLink}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1 font-medium text-pine-800 hover:underline"
                  >
                    <PlayCircle aria-hidden="true" className="size-3.5" />
                    {t('view.video')}
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>
      </TitleRow>
    </section>
  );
}
