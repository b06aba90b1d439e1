import { PROJECT_QUESTION_MAX, PROJECT_QUESTIONS_MAX } from '@sidecamp/domain/core';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

/** The leader's application questions: every applicant answers each one. */
export function QuestionsEditor({
  value,
  onChange,
  errors,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('projects');
  return (
    <div className="space-y-3">
      {value.length === 0 && <p className="text-sm text-stone-600">{t('wizard.noQuestions')}</p>}
      <ol className="space-y-3">
        {value.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are plain strings; order is the identity
          <li key={index} className="flex items-start gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={t('wizard.question', { n: index + 1 })}
              value={question}
              maxLength={PROJECT_QUESTION_MAX}
              onChange={(text) => onChange(value.map((item, at) => (at === index ? text : item)))}
              error={errors[`questions.${index}`]}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={t('wizard.removeQuestion', { n: index + 1 })}
              onPress={() => onChange(value.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      {value.length < PROJECT_QUESTIONS_MAX && (
        <Button variant="secondary" size="sm" onPress={() => onChange([...value, ''])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('wizard.addQuestion')}
        </Button>
      )}
    </div>
  );
}
