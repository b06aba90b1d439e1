import {
  CAMPAIGN_OPTION_MAX,
  CAMPAIGN_OPTIONS_MAX,
  CAMPAIGN_PROMPT_MAX,
  CAMPAIGN_QUESTIONS_MAX,
} from '@sidecamp/domain';
import { Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { newQuestion, type QuestionDraft, type QuestionKind } from '../campaignForm';

const KINDS: readonly QuestionKind[] = ['single', 'multiple', 'text'];

/**
 * A survey's questions: add and remove them, each a single choice, multiple choice or short text,
 * with its options. `errors` are keyed by the API's field path (`questions.0.options`).
 */
export function QuestionBuilder({
  questions,
  onChange,
  errors,
}: {
  questions: readonly QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('campaigns');
  const update = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...patch } : question)));
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-stone-800">{t('form.questions')}</legend>
      {errors.questions && <p className="text-sm font-medium text-red-700">{errors.questions}</p>}
      <ol className="space-y-4">
        {questions.map((question, index) => {
          const number = index + 1;
          const optionsError = errors[`questions.${index}.options`];
          return (
            <li key={question.id} className="space-y-3 rounded-xl border border-stone-200 bg-stone-50/60 p-4">
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-semibold text-stone-900">{t('form.questionNumber', { number })}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => onChange(questions.filter((_, at) => at !== index))}
                  aria-label={t('form.removeQuestion', { number })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('form.remove')}
                </Button>
              </div>
              <TextField
                label={t('form.prompt', { number })}
                value={question.prompt}
                onChange={(prompt) => update(index, { prompt })}
                maxLength={CAMPAIGN_PROMPT_MAX}
                error={errors[`questions.${index}.prompt`]}
              />
              <SelectField
                label={t('form.kind', { number })}
                value={question.kind}
                onChange={(kind) => {
                  const next = KINDS.find((entry) => entry === kind) ?? 'single';
                  update(index, {
                    kind: next,
                    options:
                      next === 'text' ? [] : question.options.length >= 2 ? question.options : ['', ''],
                  });
                }}
                options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              />
              {question.kind !== 'text' && (
                <div className="space-y-2">
                  {question.options.map((option, optionIndex) => (
                    // Options have no ids of their own; their place is their identity while editing.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <div key={optionIndex} className="flex items-end gap-2">
                      <TextField
                        className="min-w-0 flex-1"
                        label={t('form.option', { number, option: optionIndex + 1 })}
                        value={option}
                        maxLength={CAMPAIGN_OPTION_MAX}
                        onChange={(value) =>
                          update(index, {
                            options: question.options.map((entry, at) =>
                              at === optionIndex ? value : entry,
                            ),
                          })
                        }
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        isDisabled={question.options.length <= 2}
                        onPress={() =>
                          update(index, { options: question.options.filter((_, at) => at !== optionIndex) })
                        }
                        aria-label={t('form.removeOption', { number, option: optionIndex + 1 })}
                      >
                        <X aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  ))}
                  {optionsError && <p className="text-sm font-medium text-red-700">{optionsError}</p>}
                  {question.options.length < CAMPAIGN_OPTIONS_MAX && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => update(index, { options: [...question.options, ''] })}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      {t('form.addOption')}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {questions.length < CAMPAIGN_QUESTIONS_MAX && (
        <Button variant="secondary" onPress={() => onChange([...questions, newQuestion(questions)])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('form.addQuestion')}
        </Button>
      )}
    </fieldset>
  );
}
