import { Bold, Heading2, Italic, Link2, List, Quote } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from './RichText';

type Action = { key: string; icon: typeof Bold; before: string; after: string; linePrefix?: boolean };
const ACTIONS: Action[] = [
  { key: 'bold', icon: Bold, before: '**', after: '**' },
  { key: 'italic', icon: Italic, before: '*', after: '*' },
  { key: 'link', icon: Link2, before: '[', after: '](https://)' },
  { key: 'heading', icon: Heading2, before: '## ', after: '', linePrefix: true },
  { key: 'list', icon: List, before: '- ', after: '', linePrefix: true },
  { key: 'quote', icon: Quote, before: '> ', after: '', linePrefix: true },
];

/**
 * The rich-text field: a plain textarea with formatting buttons that insert the lounge markup
 * around the selection, and a preview rendered exactly as readers will see it.
 */
export function MarkupEditor({
  label,
  value,
  onChange,
  error,
  rows = 8,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  rows?: number;
  maxLength?: number;
}) {
  const { t } = useTranslation('lounge');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);

  const apply = (action: Action) => {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const selected = value.slice(start, end);
    let next: string;
    let caret: number;
    if (action.linePrefix) {
      const lineStart = value.lastIndexOf('\n', start - 1) + 1;
      next = `${value.slice(0, lineStart)}${action.before}${value.slice(lineStart)}`;
      caret = end + action.before.length;
    } else {
      next = `${value.slice(0, start)}${action.before}${selected}${action.after}${value.slice(end)}`;
      caret = start + action.before.length + selected.length;
    }
    onChange(next);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <div role="toolbar" aria-label={t('editor.toolbar')} className="flex items-center gap-1">
          {ACTIONS.map((action) => (
            <button
              key={action.key}
              type="button"
              disabled={preview}
              onClick={() => apply(action)}
              aria-label={t(`editor.${action.key}`)}
              title={t(`editor.${action.key}`)}
              className="grid size-8 cursor-pointer place-items-center rounded-md text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600 disabled:opacity-40"
            >
              <action.icon aria-hidden="true" className="size-4" />
            </button>
          ))}
          <button
            type="button"
            aria-pressed={preview}
            onClick={() => setPreview(!preview)}
            className="ml-1 cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-pine-600 aria-pressed:bg-stone-900 aria-pressed:text-white"
          >
            {t('editor.preview')}
          </button>
        </div>
      </div>
      {preview ? (
        <div className="min-h-32 rounded-lg border border-stone-200 bg-stone-50 p-3">
          {value.trim() ? (
            <RichText source={value} />
          ) : (
            <p className="text-sm text-stone-500">{t('editor.nothing')}</p>
          )}
        </div>
      ) : (
        <textarea
          id={id}
          ref={area}
          rows={rows}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`w-full rounded-lg border bg-white px-3 py-2.5 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 ${error ? 'border-red-500' : 'border-stone-300'}`}
        />
      )}
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {t('editor.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
