import { TECH_STACK_MAX, ZTechStack } from '@sidecamp/domain';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

/** Tech stacks as removable chips with one input to add more (Enter or the Add button). */
export function TechStackEditor({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('profiles');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  const add = () => {
    const parsed = ZTechStack.safeParse(draft);
    if (draft.trim() === '') return;
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('edit.stack.invalid'));
      return;
    }
    if (value.some((stack) => stack.toLowerCase() === parsed.data.toLowerCase())) {
      setProblem(t('edit.stack.duplicate', { stack: parsed.data }));
      return;
    }
    if (value.length >= TECH_STACK_MAX) {
      setProblem(t('edit.stack.tooMany', { max: TECH_STACK_MAX }));
      return;
    }
    onChange([...value, parsed.data]);
    setDraft('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the stack instead of sending the whole profile form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const message = problem ?? error;

  return (
    <div className="space-y-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('edit.stack.listLabel')}>
          {value.map((stack) => (
            <li
              key={stack}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm font-medium text-stone-800 ring-1 ring-stone-200"
            >
              {stack}
              <button
                type="button"
                aria-label={t('edit.stack.remove', { stack })}
                onClick={() => onChange(value.filter((item) => item !== stack))}
                className="grid size-6 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-stone-200 hover:text-stone-900"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-500">{t('edit.stack.none')}</p>
      )}
      <div className="flex items-end gap-2">
        <TextField
          value={draft}
          onChange={setDraft}
          className="flex min-w-0 flex-1 flex-col gap-1.5"
          isInvalid={Boolean(message)}
        >
          <Label className="text-sm font-medium text-stone-800">{t('edit.stack.add')}</Label>
          <Input
            onKeyDown={onKeyDown}
            placeholder={t('edit.stack.placeholder')}
            aria-describedby={message ? errorId : hintId}
            className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-[15px] text-stone-900 outline-none placeholder:text-stone-400 focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 data-[invalid]:border-red-500"
          />
        </TextField>
        <Button variant="secondary" onPress={add}>
          <Plus aria-hidden="true" className="size-4" />
          {t('edit.stack.addButton')}
        </Button>
      </div>
      {message ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-stone-500">
          {t('edit.stack.hint', { count: value.length, max: TECH_STACK_MAX })}
        </p>
      )}
    </div>
  );
}
