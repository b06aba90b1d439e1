import { BOOTH_SCREENSHOTS_MAX } from '@sidecamp/domain/core';
import { ArrowDown, ArrowUp, ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api/ApiError';
import { errorMessage } from '../../../../app/api/errorMessage';
import { Button } from '../../../../ui/Button';
import { buttonStyles } from '../../../../ui/buttonStyles';
import { boothApi } from '../../api/boothApi';
import { screenshotThumb } from '../../screenshotUrls';

/** Upload limit of the uploads module; checked here too so a big file fails before it is sent. */
const MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The booth's screenshots in the launch and edit forms: uploaded through the uploads module one by
 * one (several may be picked at once), then kept by address in the order the booth shows them;
 * moved up and down, or removed. `onBusyChange` lets the form wait for an upload before saving.
 */
export function ScreenshotsField({
  value,
  onChange,
  onBusyChange,
  error,
}: {
  value: readonly string[];
  onChange: (screenshots: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const room = BOOTH_SCREENSHOTS_MAX - value.length;

  const upload = async (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    if (picked.length === 0) return;
    const taken = picked.slice(0, room);
    setUploadError(
      picked.length > room ? t('form.screenshotsTooMany', { max: BOOTH_SCREENSHOTS_MAX }) : null,
    );
    const added: string[] = [];
    onBusyChange(true);
    try {
      for (const [index, file] of taken.entries()) {
        setUploading(taken.length - index);
        if (file.size > MAX_BYTES) {
          setUploadError(t('form.screenshotTooLarge', { name: file.name }));
          continue;
        }
        const stored = await boothApi.uploadScreenshot(file);
        added.push(stored.url);
      }
    } catch (cause) {
      setUploadError(cause instanceof ApiError ? errorMessage(cause, tCommon) : tCommon('errors.INTERNAL'));
    } finally {
      if (added.length > 0) onChange([...value, ...added]);
      setUploading(0);
      onBusyChange(false);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <section
      aria-labelledby="booth-form-screenshots"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-7"
    >
      <div>
        <h2 id="booth-form-screenshots" className="text-lg font-semibold text-stone-900">
          {t('form.screenshots')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {t('form.screenshotsHint', { max: BOOTH_SCREENSHOTS_MAX })}
        </p>
      </div>
      {value.length > 0 && (
        <ol aria-label={t('form.screenshotsList')} className="space-y-2">
          {value.map((url, index) => {
            const n = index + 1;
            return (
              <li
                key={url}
                className="flex items-center gap-3 rounded-xl border border-stone-200 bg-stone-50 p-2"
              >
                <img
                  src={screenshotThumb(url)}
                  alt={t('form.screenshotN', { n })}
                  className="h-16 w-28 shrink-0 rounded-lg bg-white object-cover ring-1 ring-stone-200"
                />
                <span className="min-w-0 flex-1 text-sm">
                  <span className="block font-medium text-stone-800">{t('form.screenshotN', { n })}</span>
                  {index === 0 && <span className="block text-stone-500">{t('form.screenshotFirst')}</span>}
                </span>
                <div className="flex shrink-0 gap-0.5">
                  <Button
                    variant="ghost"
                    size="icon"
                    isDisabled={index === 0}
                    onPress={() => move(index, index - 1)}
                    aria-label={t('form.screenshotUp', { n })}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    isDisabled={index === value.length - 1}
                    onPress={() => move(index, index + 1)}
                    aria-label={t('form.screenshotDown', { n })}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onPress={() => onChange(value.filter((_, other) => other !== index))}
                    aria-label={t('form.screenshotRemove', { n })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {room > 0 && (
        <FileTrigger acceptedFileTypes={IMAGE_TYPES} allowsMultiple onSelect={(files) => void upload(files)}>
          {/* FileTrigger hands its press to a React Aria button, so not ui/Button (a native one). */}
          <AriaButton className={buttonStyles('secondary')} isDisabled={uploading > 0}>
            <ImageUp aria-hidden="true" className="size-4" />
            {uploading > 0
              ? t('form.screenshotsUploading', { count: uploading })
              : t('form.screenshotsAdd', { count: room })}
          </AriaButton>
        </FileTrigger>
      )}
      {(uploadError || error) && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {uploadError ?? error}
        </p>
      )}
    </section>
  );
}
