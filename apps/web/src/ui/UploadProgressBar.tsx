import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadInFlight } from '../app/api/useUpload';

/** A file on its way to the server: its name, a bar with the share sent, and Cancel. */
export function UploadProgressBar({ upload, onCancel }: { upload: UploadInFlight; onCancel: () => void }) {
  const { t } = useTranslation('common');
  const percent = upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;
  return (
    <div className="flex w-full min-w-0 items-center gap-3 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200">
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate">{t('upload.sending', { name: upload.name })}</span>
          <span className="shrink-0 tabular-nums text-stone-600">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('upload.progress', { name: upload.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-pine-600 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <button
        type="button"
        onClick={onCancel}
        className="inline-flex min-h-9 shrink-0 cursor-pointer items-center gap-1 rounded-lg px-2 font-medium text-stone-700 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-600"
      >
        <X aria-hidden="true" className="size-4" />
        {t('upload.cancel')}
      </button>
    </div>
  );
}
