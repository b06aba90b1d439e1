import { ImageUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUpload } from '../../../app/api/useUpload';
import { Button } from '../../../ui/Button';
import { buttonStyles } from '../../../ui/buttonStyles';
import { UploadProgressBar } from '../../../ui/UploadProgressBar';
import { projectApi } from '../api/projectApi';
import { ProjectLogo } from './ProjectLogo';

/** Upload limit of the uploads module (F17); checked here too so a big file fails before it is sent. */
const MAX_BYTES = 10 * 1024 * 1024;

/** The project logo: uploaded through the uploads module first, then its address is kept. */
export function LogoField({
  value,
  name,
  onChange,
}: {
  value: string | null;
  name: string;
  onChange: (url: string | null) => void;
}) {
  const { t } = useTranslation('projects');
  const { t: tCommon } = useTranslation('common');
  const transfer = useUpload();
  const uploading = transfer.inFlight !== null;
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(t('wizard.logoTooLarge'));
      return;
    }
    setError(null);
    try {
      const stored = await transfer.run(file, projectApi.uploadLogo);
      if (stored) onChange(stored.url);
    } catch (cause) {
      setError(cause instanceof ApiError ? errorMessage(cause, tCommon) : tCommon('errors.INTERNAL'));
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-stone-800">{t('wizard.logo')}</span>
      <div className="flex items-center gap-4">
        <ProjectLogo src={value} name={name || '?'} size="lg" />
        <div className="flex flex-wrap gap-2">
          <FileTrigger
            acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']}
            onSelect={(files) => void upload(files)}
          >
            {/* FileTrigger hands its press to a React Aria button, so not ui/Button (a native one). */}
            <AriaButton className={buttonStyles('secondary')} isDisabled={uploading}>
              <ImageUp aria-hidden="true" className="size-4" />
              {uploading
                ? t('wizard.logoUploading')
                : value
                  ? t('wizard.logoReplace')
                  : t('wizard.logoUpload')}
            </AriaButton>
          </FileTrigger>
          {value && (
            <Button variant="ghost" onPress={() => onChange(null)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('wizard.logoRemove')}
            </Button>
          )}
        </div>
      </div>
      {transfer.inFlight && <UploadProgressBar upload={transfer.inFlight} onCancel={transfer.cancel} />}
      <p
        className={error ? 'text-sm font-medium text-red-700' : 'text-sm text-stone-500'}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('wizard.logoHint')}
      </p>
    </div>
  );
}
