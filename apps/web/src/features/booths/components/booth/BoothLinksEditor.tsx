import { BOOTH_LINKS_MAX } from '@sidecamp/domain/core';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { TextField } from '../../../../ui/TextField';

/** A booth's web addresses, added and removed as rows; `errors` by row. */
export function BoothLinksEditor({
  value,
  onChange,
  errors,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  errors: Record<number, string | undefined>;
  /** A message about the list as a whole (too many). */
  error?: string;
}) {
  const { t } = useTranslation('booths');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">{t('form.links')}</legend>
      <p className="text-sm text-stone-500">{t('form.linksHint', { max: BOOTH_LINKS_MAX })}</p>
      {value.map((link, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is the identity
          key={index}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2"
        >
          <TextField
            label={t('form.link', { n: index + 1 })}
            value={link}
            type="url"
            placeholder="https://"
            onChange={(url) => onChange(value.map((item, at) => (at === index ? url : item)))}
            error={errors[index]}
          />
          <Button
            variant="ghost"
            size="icon"
            className="mt-7"
            aria-label={t('form.removeLink', { n: index + 1 })}
            onPress={() => onChange(value.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {value.length < BOOTH_LINKS_MAX && (
        <Button variant="secondary" size="sm" onPress={() => onChange([...value, ''])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('form.addLink')}
        </Button>
      )}
    </fieldset>
  );
}
