import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUpload } from '../../../app/api/useUpload';
import { UploadProgressBar } from '../../../ui/UploadProgressBar';
import { loungeApi } from '../api/loungeApi';

export type PickedImage = { id: string; url: string };

/** Uploads images (the uploads module checks type and size) and lists them with a remove button. */
export function ImagePicker({
  label,
  images,
  onChange,
  max,
  error,
}: {
  label: string;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  max: number;
  error?: string | undefined;
}) {
  const { t } = useTranslation('lounge');
  const { t: tCommon } = useTranslation('common');
  const id = useId();
  const [busy, setBusy] = useState(false);
  const transfer = useUpload();
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setUploadError(null);
    const added: PickedImage[] = [];
    try {
      for (const file of Array.from(files).slice(0, max - images.length)) {
        const uploaded = await transfer.run(file, loungeApi.uploadImage);
        // Cancelled: this file and the ones after it are left out.
        if (!uploaded) break;
        added.push({ id: uploaded.id, url: uploaded.thumbnailUrl ?? uploaded.url });
      }
    } catch (caught) {
      setUploadError(caught instanceof ApiError ? errorMessage(caught, tCommon) : tCommon('errors.INTERNAL'));
    } finally {
      onChange([...images, ...added]);
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-stone-800">{label}</span>
      <div className="flex flex-wrap gap-2">
        {images.map((image, index) => (
          <div key={image.id} className="relative">
            <img
              src={image.url}
              alt={t('images.nth', { n: index + 1 })}
              className="size-20 rounded-lg object-cover ring-1 ring-stone-200"
            />
            <button
              type="button"
              onClick={() => onChange(images.filter((other) => other.id !== image.id))}
              aria-label={t('images.remove', { n: index + 1 })}
              className="absolute -top-2 -right-2 grid size-6 cursor-pointer place-items-center rounded-full bg-stone-900 text-white focus-visible:outline-2 focus-visible:outline-pine-600"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </div>
        ))}
        {images.length < max && (
          <label
            htmlFor={id}
            className="grid size-20 cursor-pointer place-items-center rounded-lg border-2 border-dashed border-stone-300 text-stone-500 focus-within:outline-2 focus-within:outline-pine-600 hover:border-stone-400"
          >
            <ImagePlus aria-hidden="true" className="size-6" />
            <span className="sr-only">{busy ? t('images.uploading') : t('images.add')}</span>
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              multiple
              disabled={busy}
              onChange={(event) => {
                void upload(event.target.files);
                event.target.value = '';
              }}
              className="sr-only"
            />
          </label>
        )}
      </div>
      {transfer.inFlight ? (
        <UploadProgressBar upload={transfer.inFlight} onCancel={transfer.cancel} />
      ) : (
        busy && (
          <p className="text-sm text-stone-500" role="status">
            {t('images.uploading')}
          </p>
        )
      )}
      {(uploadError || error) && <p className="text-sm font-medium text-red-700">{uploadError ?? error}</p>}
    </div>
  );
}
