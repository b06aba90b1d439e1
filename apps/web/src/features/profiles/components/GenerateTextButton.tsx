import { WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { type GeneratedTextKind, useGeneratedText } from '../hooks/useGeneratedText';

/**
 * Writes a field's text from the person's saved profile and activity and hands it to the form,
 * where it can be edited and is saved with the profile. Text already in the field is replaced only
 * after the person confirms.
 */
export function GenerateTextButton({
  kind,
  current,
  onGenerated,
  unsavedChanges,
}: {
  kind: GeneratedTextKind;
  /** What the field holds now. */
  current: string;
  onGenerated: (text: string) => void;
  /** The form has unsaved edits: the text is written from the saved profile, so say so. */
  unsavedChanges?: boolean;
}) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const generate = useGeneratedText(kind);
  const [confirming, setConfirming] = useState(false);
  const run = () => {
    setConfirming(false);
    generate.mutate(undefined, {
      onSuccess: (written) => {
        onGenerated(written.text);
        toast.success(t('edit.generate.done'));
      },
    });
  };
  const failure = generate.error
    ? generate.error instanceof ApiError
      ? errorMessage(generate.error, tCommon)
      : tCommon('errors.NETWORK_ERROR')
    : null;
  const label = t(`edit.generate.${kind}`);

  return (
    <div className="flex flex-col items-start gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          size="sm"
          isPending={generate.isPending}
          onPress={() => (current.trim() === '' ? run() : setConfirming(true))}
        >
          <WandSparkles aria-hidden="true" className="size-4" />
          {generate.isPending ? t('edit.generate.writing') : label}
        </Button>
        <p className="text-sm text-stone-600">{t('edit.generate.hint')}</p>
      </div>
      {unsavedChanges && <p className="text-sm text-stone-600">{t('edit.generate.unsaved')}</p>}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {t('edit.generate.failed', { reason: failure })}
        </p>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('edit.generate.replaceTitle')}
        confirmLabel={t('edit.generate.replace')}
        onConfirm={run}
        tone="normal"
      >
        <p>{t(`edit.generate.replaceBody.${kind}`)}</p>
      </ConfirmDialog>
    </div>
  );
}
