import { THEME_CHOICES, type ThemeChoice } from '@sidecamp/domain/core';
import { SunMoon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setThemeChoice, useThemeChoice } from '../../../app/theme/theme';
import { ChoiceCards } from '../../auth';
import { SettingsSection } from './SettingsSection';

/** Light, dark or as the device is set; kept on this device, so it works logged out too. */
export function AppearanceSettings() {
  const { t } = useTranslation('settings');
  const choice = useThemeChoice();
  return (
    <SettingsSection
      id="appearance"
      icon={SunMoon}
      title={t('appearance.title')}
      description={t('appearance.description')}
    >
      <ChoiceCards
        label={t('appearance.label')}
        value={choice}
        onChange={(value) => setThemeChoice(value as ThemeChoice)}
        options={THEME_CHOICES.map((value) => ({ value, label: t(`appearance.choices.${value}`) }))}
        columns={3}
      />
    </SettingsSection>
  );
}
