import { PROJECT_STAGES } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { InfoPanel } from '../../../ui/InfoPanel';

/** The project stage list from the domain package, so the hub teaches the real vocabulary. */
export function ProjectStages() {
  const { t } = useTranslation('projects');
  return (
    <InfoPanel title={t('hub.stagesTitle')} description={t('hub.stagesBody')}>
      <ol className="flex flex-wrap gap-2">
        {PROJECT_STAGES.entries.map((stage) => (
          <li
            key={stage.code}
            className="inline-flex items-center gap-2 rounded-full bg-stone-100 py-1 pr-3 pl-1 text-sm font-medium text-stone-700 ring-1 ring-stone-200/80 ring-inset"
          >
            <span className="rounded-full bg-white px-2 py-0.5 font-mono text-xs text-stone-500 ring-1 ring-stone-200">
              {stage.code}
            </span>
            {stage.label}
          </li>
        ))}
      </ol>
    </InfoPanel>
  );
}
