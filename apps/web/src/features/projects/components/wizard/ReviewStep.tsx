import type { TProjectDetail } from '@sidecamp/domain';
import { MEETING_MODES, missingForPublish, PLATFORMS, REGIONS } from '@sidecamp/domain/core';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { codeLabel, jobLabel, skillLabel } from '../../../../ui/codeLabels';
import type { WizardForm } from '../../wizardForm';
import { StepCard } from './StepCard';

/** Step 5: what publishing needs, checked off, and a summary of the project as it stands. */
export function ReviewStep({
  form,
  project,
  isDraft,
}: {
  form: WizardForm;
  project: TProjectDetail;
  isDraft: boolean;
}) {
  const { t } = useTranslation('projects');
  const missing = missingForPublish({
    name: form.name,
    summary: form.summary,
    description: form.description,
    platforms: form.platforms,
    workStyle: form.workStyle || null,
    meetingMode: form.meetingMode || null,
    region: form.region || null,
  });
  const openPositions = project.positions.filter((position) => !position.closed);
  return (
    <StepCard
      title={t('wizard.steps.review')}
      description={isDraft ? t('wizard.reviewDraftBody') : t('wizard.reviewPublishedBody')}
    >
      <ul className="space-y-2" aria-label={t('wizard.checklist')}>
        {[
          { done: form.name.trim() !== '', label: t('wizard.check.name') },
          { done: form.summary.trim() !== '', label: t('wizard.check.summary') },
          { done: form.description.trim() !== '', label: t('wizard.check.description') },
          { done: form.platforms.length > 0, label: t('wizard.check.platforms') },
          { done: form.workStyle !== '', label: t('wizard.check.workStyle') },
          { done: form.meetingMode !== '' && form.region !== '', label: t('wizard.check.meeting') },
          { done: openPositions.length > 0, label: t('wizard.check.positions'), optional: true },
        ].map((item) => (
          <li key={item.label} className="flex items-center gap-2.5 text-[15px]">
            {item.done ? (
              <CheckCircle2 aria-hidden="true" className="size-5 text-pine-600" />
            ) : (
              <Circle aria-hidden="true" className="size-5 text-stone-300" />
            )}
            <span className={item.done ? 'text-stone-800' : 'text-stone-500'}>
              {item.label}
              {item.optional && !item.done && ` ${t('wizard.check.recommended')}`}
            </span>
            <span className="sr-only">{item.done ? t('wizard.check.done') : t('wizard.check.missing')}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="text-stone-500">{t('wizard.name')}</dt>
        <dd className="font-medium text-stone-900">{form.name}</dd>
        <dt className="text-stone-500">{t('wizard.platforms')}</dt>
        <dd className="text-stone-900">
          {form.platforms.map((code) => codeLabel(PLATFORMS, code)).join(', ') || '—'}
        </dd>
        <dt className="text-stone-500">{t('wizard.meetingMode')}</dt>
        <dd className="text-stone-900">
          {[codeLabel(MEETING_MODES, form.meetingMode), codeLabel(REGIONS, form.region)]
            .filter(Boolean)
            .join(' · ') || '—'}
        </dd>
        <dt className="text-stone-500">{t('wizard.steps.positions')}</dt>
        <dd className="text-stone-900">
          {openPositions.length > 0
            ? openPositions
                .map((position) =>
                  t('wizard.positionSummary', {
                    job: jobLabel(position.jobCode),
                    level: skillLabel(position.skillLevel),
                    count: position.headcount,
                  }),
                )
                .join('; ')
            : '—'}
        </dd>
        <dt className="text-stone-500">{t('wizard.steps.questions')}</dt>
        <dd className="text-stone-900">
          {t('wizard.questionCount', { count: form.questions.filter((q) => q.trim()).length })}
        </dd>
      </dl>
      {isDraft && missing.length > 0 && (
        <p className="text-sm text-stone-600">{t('wizard.publishNeeds', { count: missing.length })}</p>
      )}
    </StepCard>
  );
}
