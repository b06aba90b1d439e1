import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { toast } from '../../../../ui/toast';

/** A promotion code, selectable, with a button that copies it. */
export function CopyCode({ code, offer }: { code: string; offer: string }) {
  const { t } = useTranslation('booths');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(t('promo.copied', { code }));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('badge.copyFailed'));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code
        data-testid="promo-code"
        className="rounded-lg border border-dashed border-orange-300 bg-orange-50 px-3 py-1.5 font-mono text-base font-semibold tracking-wider break-all text-orange-900 select-all"
      >
        {code}
      </code>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => void copy()}
        aria-label={t('promo.copyLabel', { offer })}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? t('badge.copiedShort') : t('badge.copyShort')}
      </Button>
    </div>
  );
}
