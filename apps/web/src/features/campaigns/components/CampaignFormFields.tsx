import { CAMPAIGN_BODY_MAX, CAMPAIGN_TITLE_MAX } from '@sidecamp/domain';
import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_POINTS_PER_10_RECIPIENTS,
  CAMPAIGN_TYPES,
  EXPERIENCE,
  REGIONS,
  VISIT_PURPOSES,
} from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { type CampaignDraft, SURVEY_TYPE } from '../campaignForm';
import type { CampaignChannels } from '../hooks/useCampaignChannels';
import { ChoiceList } from './ChoiceList';
import { JobTargetTree } from './JobTargetTree';
import { QuestionBuilder } from './QuestionBuilder';

/** The new-campaign form's fields; the page owns the draft, the quote and sending. */
export function CampaignFormFields({
  draft,
  update,
  errors,
  channels,
}: {
  draft: CampaignDraft;
  update: (patch: Partial<CampaignDraft>) => void;
  errors: Readonly<Record<string, string>>;
  /** Only what this server delivers is offered; the rest is named with why. */
  channels: CampaignChannels;
}) {
  const { t } = useTranslation('campaigns');
  const booth = draft.boothId !== null;
  const sectionClass = 'space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6';
  return (
    <>
      <section aria-labelledby="what-heading" className={sectionClass}>
        <h2 id="what-heading" className="text-lg font-semibold text-stone-900">
          {t('form.what')}
        </h2>
        <ChoiceList
          label={t('form.type')}
          value={draft.type}
          isDisabled={booth}
          columns={2}
          onChange={(type) => {
            if (!CAMPAIGN_TYPES.isCode(type)) return;
            update({ type });
          }}
          choices={CAMPAIGN_TYPES.entries.map((entry) => ({
            value: entry.code,
            label: entry.label,
            description: t(`types.${entry.code}`),
          }))}
        />
        <TextField
          label={t('form.title')}
          value={draft.title}
          onChange={(title) => update({ title })}
          maxLength={CAMPAIGN_TITLE_MAX}
          error={errors.title}
        />
        <TextField
          label={t('form.body')}
          description={t('form.bodyHint', { count: draft.body.trim().length, max: CAMPAIGN_BODY_MAX })}
          multiline
          rows={6}
          value={draft.body}
          onChange={(body) => update({ body })}
          error={errors.body}
        />
        {draft.type === SURVEY_TYPE && (
          <QuestionBuilder
            questions={draft.questions}
            onChange={(questions) => update({ questions })}
            errors={errors}
          />
        )}
      </section>

      <section aria-labelledby="who-heading" className={sectionClass}>
        <h2 id="who-heading" className="text-lg font-semibold text-stone-900">
          {t('form.who')}
        </h2>
        {booth ? (
          <p className="text-sm text-stone-700">{t('form.boothTargets')}</p>
        ) : (
          <>
            <ChoiceList
              label={t('form.targets')}
              value={draft.everyone ? 'everyone' : 'jobs'}
              onChange={(value) => update({ everyone: value === 'everyone' })}
              choices={[
                { value: 'everyone', label: t('form.everyone'), description: t('form.everyoneHint') },
                { value: 'jobs', label: t('form.byJob'), description: t('form.byJobHint') },
              ]}
            />
            {!draft.everyone && (
              <JobTargetTree
                targets={draft.targets}
                onChange={(targets) => update({ targets })}
                error={errors.jobTargets}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label={t('form.experience')}
                placeholder={t('form.any')}
                value={draft.experience}
                onChange={(experience) => update({ experience })}
                options={EXPERIENCE.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
              />
              <SelectField
                label={t('form.visitPurpose')}
                placeholder={t('form.any')}
                value={draft.visitPurpose}
                onChange={(visitPurpose) => update({ visitPurpose })}
                options={VISIT_PURPOSES.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
              />
              <SelectField
                label={t('form.region')}
                placeholder={t('form.any')}
                value={draft.region}
                onChange={(region) => update({ region })}
                options={REGIONS.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
              />
            </div>
          </>
        )}
        <ChoiceList
          label={t('form.channel')}
          value={draft.channel}
          columns={3}
          onChange={(channel) => {
            if (CAMPAIGN_CHANNELS.isCode(channel)) update({ channel });
          }}
          choices={CAMPAIGN_CHANNELS.entries
            .filter((entry) => channels.offered.includes(entry.code))
            .map((entry) => ({
              value: entry.code,
              label: t(`channels.${entry.code}`),
              description: t('channels.price', { count: CAMPAIGN_POINTS_PER_10_RECIPIENTS[entry.code] }),
            }))}
        />
        {errors.channel && (
          <p role="alert" className="text-sm text-red-800">
            {errors.channel}
          </p>
        )}
        {channels.absent.map(({ code, reason }) => (
          <p key={code} className="text-sm text-stone-600" data-testid="channel-absent">
            {t(`channels.absent.${reason}`, { channel: t(`channels.${code}`) })}
          </p>
        ))}
      </section>
    </>
  );
}
