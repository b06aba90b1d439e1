import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { SettingsSection } from './SettingsSection';

type ExportState =
  | { status: 'idle' | 'preparing' | 'done' }
  | { status: 'failed'; reason: 'limit' | 'other' };

/** The archive's name from the server's Content-Disposition, or a dated fallback. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'sidecamp-data.zip';
}

/** "Download my data" (data rights): one zip with data.json, the person's files and a README. */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<ExportState>({ status: 'idle' });

  const download = async () => {
    setState({ status: 'preparing' });
    try {
      const response = await fetch('/api/me/data-export', { credentials: 'same-origin' });
      if (!response.ok) {
        setState({ status: 'failed', reason: response.status === 429 ? 'limit' : 'other' });
        return;
      }
      const archive = await response.blob();
      const url = URL.createObjectURL(archive);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked a little later: some browsers start the download asynchronously.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ status: 'done' });
    } catch {
      setState({ status: 'failed', reason: 'other' });
    }
  };

  return (
    <SettingsSection
      id="data"
      icon={Download}
      title={t('dataExport.title')}
      description={t('dataExport.description')}
    >
      <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-stone-600">
        <li>{t('dataExport.contents.data')}</li>
        <li>{t('dataExport.contents.files')}</li>
        <li>{t('dataExport.contents.private')}</li>
      </ul>
      <Button variant="secondary" onPress={download} isDisabled={state.status === 'preparing'}>
        {state.status === 'preparing' ? t('dataExport.preparing') : t('dataExport.download')}
      </Button>
      <div aria-live="polite" className="mt-3">
        {state.status === 'done' && <FormAlert tone="success">{t('dataExport.done')}</FormAlert>}
        {state.status === 'failed' && (
          <FormAlert tone="error">
            {state.reason === 'limit' ? t('dataExport.errors.limit') : t('dataExport.errors.other')}
          </FormAlert>
        )}
      </div>
    </SettingsSection>
  );
}
