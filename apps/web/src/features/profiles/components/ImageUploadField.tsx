import { IMAGE_UPLOAD_EXTENSIONS, MAX_UPLOAD_BYTES } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { ImageUp, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { buttonStyles } from '../../../ui/buttonStyles';
import { toast } from '../../../ui/toast';
import { UploadProgressBar } from '../../../ui/UploadProgressBar';
import { type ImageTarget, useImageUpload } from '../hooks/useImageUpload';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

type ImageUploadFieldProps = {
  target: ImageTarget;
  label: string;
  /** The stored image, or null. */
  current: string | null;
  /** Shown when there is no image (the initial for a picture). */
  fallbackText: string;
};

/**
 * Picks an image and uploads it at once, showing it before the server has answered. A refused file
 * (too big, not an image, mislabelled) puts the old image back and shows the server's reason.
 */
export function ImageUploadField({ target, label, current, fallbackText }: ImageUploadFieldProps) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const upload = useImageUpload(target);
  const [preview, setPreview] = useState<string | null>(null);
  const hintId = useId();
  const isPicture = target === 'user_image';
  const kind = isPicture ? 'picture' : 'background';

  // The local preview is a blob: address; it is let go when replaced or when the page closes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onSelect = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (stored) =>
        stored ? toast.success(t(`edit.images.${kind}.saved`)) : toast.info(tCommon('upload.cancelled')),
      onSettled: () => setPreview(null),
    });
  };

  const shown = preview ?? current;
  const failure =
    upload.error instanceof ApiError
      ? (upload.error.fieldMessage('file') ?? errorMessage(upload.error, tCommon))
      : upload.error
        ? tCommon('errors.INTERNAL')
        : null;

  return (
    <div className={clsx('flex gap-4', isPicture ? 'items-center' : 'flex-col')}>
      <div
        className={clsx(
          'relative shrink-0 overflow-hidden bg-linear-to-br from-indigo-600 via-indigo-500 to-pine-500',
          isPicture ? 'size-24 rounded-full' : 'aspect-[4/1] w-full rounded-xl',
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={t('edit.images.previewAlt', { what: label })}
            className="size-full object-cover"
          />
        ) : (
          isPicture && (
            <span
              aria-hidden="true"
              className="grid size-full place-items-center bg-indigo-100 text-3xl font-semibold text-indigo-800"
            >
              {fallbackText}
            </span>
          )
        )}
        {upload.isPending && (
          <span className="absolute inset-0 grid place-items-center bg-white/60">
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-stone-700" />
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-semibold text-stone-900">{label}</p>
        <FileTrigger acceptedFileTypes={ACCEPTED_TYPES} onSelect={onSelect}>
          {/* FileTrigger hands its press to a React Aria button, so not ui/Button (a native one). */}
          <AriaButton
            className={buttonStyles('secondary', 'sm')}
            isPending={upload.isPending}
            aria-describedby={hintId}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {upload.isPending
              ? t('edit.images.uploading')
              : t(`edit.images.${kind}.${shown ? 'change' : 'upload'}`)}
          </AriaButton>
        </FileTrigger>
        {upload.inFlight && <UploadProgressBar upload={upload.inFlight} onCancel={upload.cancel} />}
        <p id={hintId} className="text-xs text-stone-500">
          {t('edit.images.hint', {
            types: IMAGE_UPLOAD_EXTENSIONS.join(', '),
            size: Math.round(MAX_UPLOAD_BYTES / 1024 / 1024),
          })}
        </p>
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {failure ?? ''}
        </p>
      </div>
    </div>
  );
}
