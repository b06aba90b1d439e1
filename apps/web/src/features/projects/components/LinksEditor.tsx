import { PROJECT_LINKS_MAX } from '@sidecamp/domain/core';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';

type Link = { label: string; url: string };

/** Links (a name and an address each), added and removed as rows. */
export function LinksEditor({
  value,
  onChange,
  errors,
}: {
  value: readonly Link[];
  onChange: (next: Link[]) => void;
  /** Field messages by path, e.g. `links.0.url`. */
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('projects');
  const update = (index: number, patch: Partial<Link>) =>
    onChange(value.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-800">{t('wizard.links')}</legend>
      {value.map((link, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is the identity
          key={index}
          className="grid grid-cols-1 gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start"
        >
          <TextField
            label={t('wizard.linkLabel', { n: index + 1 })}
            value={link.label}
            maxLength={40}
            onChange={(label) => update(index, { label })}
            error={errors[`links.${index}.label`]}
          />
          <TextField
            label={t('wizard.linkUrl', { n: index + 1 })}
            value={link.url}
            type="url"
            placeholder="https://"
            onChange={(url) => update(index, { url })}
            error={errors[`links.${index}.url`]}
          />
          <Button
            variant="ghost"
            size="icon"
            className="sm:mt-7"
            aria-label={t('wizard.removeLink', { n: index + 1 })}
            onPress={() => onChange(value.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {value.length < PROJECT_LINKS_MAX && (
        <Button variant="secondary" size="sm" onPress={() => onChange([...value, { label: '', url: '' }])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('wizard.addLink')}
        </Button>
      )}
    </fieldset>
  );
}
