import { TECH_STACK_MAX, ZTechStack } from '@sidecamp/domain';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

/** Tech stacks as removable chips; Enter or "Add" adds what is typed, checked by the server's rule. */
export function TechStackInput({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('projects');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const parsed = ZTechStack.safeParse(text);
    if (!parsed.success) {
      setProblem(text.trim() === '' ? null : (parsed.error.issues[0]?.message ?? null));
      return;
    }
    const stack = parsed.data;
    if (value.some((item) => item.toLowerCase() === stack.toLowerCase())) {
      setProblem(t('wizard.stackDuplicate', { stack }));
      return;
    }
    if (value.length >= TECH_STACK_MAX) {
      setProblem(t('wizard.stackLimit', { max: TECH_STACK_MAX }));
      return;
    }
    onChange([...value, stack]);
    setText('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const message = problem ?? error;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('wizard.techStacks')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={40}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('wizard.techStacksPlaceholder')}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none placeholder:text-stone-400 focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
        />
        <Button variant="secondary" onPress={add} className="h-11">
          <Plus aria-hidden="true" className="size-4" />
          {t('wizard.add')}
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        className={message ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-500'}
      >
        {message ?? t('wizard.techStacksHint')}
      </p>
      {value.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('wizard.techStacksChosen')}>
          {value.map((stack) => (
            <li key={stack}>
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== stack))}
                aria-label={t('wizard.removeStack', { stack })}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-stone-100 py-1 pr-2 pl-3 text-sm font-medium text-stone-800 ring-1 ring-stone-200 ring-inset hover:bg-stone-200"
              >
                {stack}
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
