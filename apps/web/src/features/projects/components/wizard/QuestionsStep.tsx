import { useTranslation } from 'react-i18next';
import type { WizardForm } from '../../wizardForm';
import { QuestionsEditor } from '../QuestionsEditor';
import { StepCard } from './StepCard';

/** Step 4: the questions an applicant answers. */
export function QuestionsStep({
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
    <StepCard title={t('wizard.steps.questions')} description={t('wizard.questionsBody')}>
      <QuestionsEditor value={form.questions} onChange={(questions) => set({ questions })} errors={errors} />
    </StepCard>
  );
}
