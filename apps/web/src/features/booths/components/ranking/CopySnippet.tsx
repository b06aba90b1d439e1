import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { toast } from '../../../../ui/toast';

/** A read-only code snippet with a copy button; the text stays selectable where copying is refused. */
export function CopySnippet({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('booths');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t('badge.copied', { what: label }));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('badge.copyFailed'));
    }
  };
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => void copy()}
          aria-label={t('badge.copy', { what: label })}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('badge.copiedShort') : t('badge.copyShort')}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        rows={3}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs break-all text-stone-800 outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
      />
    </div>
  );
}
