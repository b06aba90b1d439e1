import {
  JOB_CODES,
  JOB_GROUPS,
  jobCodesOfGroup,
  MEETING_MODES,
  PLATFORMS,
  PROJECT_STAGES,
  REGIONS,
  regionsForMeetingMode,
  WORK_STYLES,
} from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../ui/CheckboxField';
import { SelectField } from '../../../ui/SelectField';
import type { HubFilters } from '../api/hubFilters';

const entriesOf = (list: { entries: readonly { code: string; label: string }[] }) =>
  list.entries.map((entry) => ({ value: entry.code, label: entry.label }));

/** Drafts are never listed, so the Temp stage is no filter choice. */
const STAGE_OPTIONS = entriesOf(PROJECT_STAGES).filter((option) => option.value !== '99');

/**
 * The hub's filters. Each change is applied at once (the list follows the address), so there is
 * no "apply" step to forget. The job list follows the chosen group, and the regions follow the
 * meeting mode as the spec's rule says (online only offers "not relevant" alone).
 */
export function HubFilterFields({
  filters,
  onChange,
}: {
  filters: HubFilters;
  onChange: (next: HubFilters) => void;
}) {
  const { t } = useTranslation('projects');
  const jobOptions = filters.jobGroup
    ? jobCodesOfGroup(filters.jobGroup).map((code) => ({ value: code, label: JOB_CODES.label(code) }))
    : [];
  const regionCodes = filters.meetingMode ? regionsForMeetingMode(filters.meetingMode) : REGIONS.codes;
  const regionOptions = regionCodes.map((code) => ({ value: code, label: REGIONS.label(code) }));

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        compact
        label={t('filters.jobGroup')}
        placeholder={t('filters.anyJobGroup')}
        value={filters.jobGroup ?? ''}
        options={entriesOf(JOB_GROUPS)}
        onChange={(value) =>
          onChange({ ...filters, jobGroup: JOB_GROUPS.isCode(value) ? value : null, jobCode: null })
        }
      />
      <SelectField
        compact
        label={t('filters.jobCode')}
        placeholder={filters.jobGroup ? t('filters.anyJobInGroup') : t('filters.pickGroupFirst')}
        value={filters.jobCode ?? ''}
        options={jobOptions}
        isDisabled={!filters.jobGroup}
        onChange={(value) => onChange({ ...filters, jobCode: JOB_CODES.isCode(value) ? value : null })}
      />
      <SelectField
        compact
        label={t('filters.stage')}
        placeholder={t('filters.anyStage')}
        value={filters.stage ?? ''}
        options={STAGE_OPTIONS}
        onChange={(value) => onChange({ ...filters, stage: PROJECT_STAGES.isCode(value) ? value : null })}
      />
      <SelectField
        compact
        label={t('filters.platform')}
        placeholder={t('filters.anyPlatform')}
        value={filters.platform ?? ''}
        options={entriesOf(PLATFORMS)}
        onChange={(value) => onChange({ ...filters, platform: PLATFORMS.isCode(value) ? value : null })}
      />
      <SelectField
        compact
        label={t('filters.workStyle')}
        placeholder={t('filters.anyWorkStyle')}
        value={filters.workStyle ?? ''}
        options={entriesOf(WORK_STYLES)}
        onChange={(value) => onChange({ ...filters, workStyle: WORK_STYLES.isCode(value) ? value : null })}
      />
      <SelectField
        compact
        label={t('filters.meetingMode')}
        placeholder={t('filters.anyMeetingMode')}
        value={filters.meetingMode ?? ''}
        options={entriesOf(MEETING_MODES)}
        onChange={(value) => {
          const meetingMode = MEETING_MODES.isCode(value) ? value : null;
          // A region the new mode does not offer would silently empty the list, so it is dropped.
          const region =
            meetingMode && filters.region && !regionsForMeetingMode(meetingMode).includes(filters.region)
              ? null
              : filters.region;
          onChange({ ...filters, meetingMode, region });
        }}
      />
      <SelectField
        compact
        label={t('filters.region')}
        placeholder={t('filters.anyRegion')}
        value={filters.region ?? ''}
        options={regionOptions}
        description={filters.meetingMode === '01' ? t('filters.onlineRegionHint') : undefined}
        onChange={(value) => onChange({ ...filters, region: REGIONS.isCode(value) ? value : null })}
      />
      <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
        <CheckboxField
          label={t('filters.recruiting')}
          description={t('filters.recruitingHint')}
          isSelected={filters.recruiting}
          onChange={(recruiting) => onChange({ ...filters, recruiting })}
        />
        <CheckboxField
          label={t('filters.newOnly')}
          description={t('filters.newOnlyHint')}
          isSelected={filters.newOnly}
          onChange={(newOnly) => onChange({ ...filters, newOnly })}
        />
      </div>
    </div>
  );
}
