import type { ProfileVisibilityCode, TSettings } from '@sidecamp/domain';
import { PROFILE_VISIBILITY } from '@sidecamp/domain/core';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { toast } from '../../../ui/toast';
import { ChoiceCards } from '../../auth';
import { useUpdateSettings } from '../hooks/useSettings';
import { SettingsSection } from './SettingsSection';

/** Who can see my profile (F3.6 privacy); saved as soon as it is chosen. */
export function VisibilitySettings({ settings }: { settings: TSettings }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const update = useUpdateSettings();
  const [visibility, setVisibility] = useState<string>(settings.privacy.visibility);

  const onChange = (value: string) => {
    if (!PROFILE_VISIBILITY.isCode(value)) return;
    const previous = visibility;
    setVisibility(value);
    update.mutate(
      { privacy: { visibility: value as ProfileVisibilityCode } },
      {
        onSuccess: () => toast.success(t('visibility.saved', { who: PROFILE_VISIBILITY.label(value) })),
        onError: (error) => {
          setVisibility(previous);
          toast.error(
            t('visibility.failed'),
            error instanceof ApiError ? errorMessage(error, tCommon) : undefined,
          );
        },
      },
    );
  };

  return (
    <SettingsSection
      id="privacy"
      icon={Eye}
      title={t('visibility.title')}
      description={t('visibility.description')}
    >
      <ChoiceCards
        label={t('visibility.label')}
        value={visibility}
        onChange={onChange}
        options={PROFILE_VISIBILITY.entries.map((entry) => ({ value: entry.code, label: entry.label }))}
        columns={3}
      />
      <p className="mt-3 text-sm text-stone-500">{t(`visibility.explain.${visibility}`)}</p>
    </SettingsSection>
  );
}
