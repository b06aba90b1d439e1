import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, PROJECT_SUMMARY_MAX } from '@sidecamp/domain/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../ui/TextField';
import type { WizardForm } from '../../wizardForm';
import { LogoField } from '../LogoField';
import { StepCard } from './StepCard';

/** Step 1: what the project is called and what it is, and its logo. */
export function BasicsStep({
  form,
  set,
  errors,
}: {
  form: WizardForm;
  set: (patch: Partial<WizardForm>) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('projects');
  return (
    <StepCard title={t('wizard.steps.basics')} description={t('wizard.basicsBody')}>
      <TextField
        label={t('wizard.name')}
        value={form.name}
        onChange={(name) => set({ name })}
        maxLength={PROJECT_NAME_MAX}
        isRequired
        error={errors.name}
      />
      <TextField
        label={t('wizard.summary')}
        description={t('wizard.summaryHint', { max: PROJECT_SUMMARY_MAX })}
        value={form.summary}
        onChange={(summary) => set({ summary })}
        maxLength={PROJECT_SUMMARY_MAX}
        error={errors.summary}
      />
      <TextField
        label={t('wizard.description')}
        description={t('wizard.descriptionHint')}
        value={form.description}
        onChange={(description) => set({ description })}
        multiline
        rows={8}
        maxLength={PROJECT_DESCRIPTION_MAX}
        error={errors.description}
      />
      <LogoField value={form.logo} name={form.name} onChange={(logo) => set({ logo })} />
    </StepCard>
  );
}
