import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { stageLabel } from '../../../ui/codeLabels';

const TONES: Record<string, BadgeTone> = {
  '99': 'orange',
  '01': 'indigo',
  '02': 'pine',
  '03': 'pine',
  '04': 'amber',
  '05': 'neutral',
  '06': 'neutral',
  '00': 'neutral',
};

/** A project's stage; the Temp stage reads "Draft" because that is what it is to its leader. */
export function StageBadge({ stage, className }: { stage: string; className?: string }) {
  const { t } = useTranslation('projects');
  return (
    <Badge tone={TONES[stage] ?? 'neutral'} className={className}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {stage === '99' ? t('stage.draft') : stageLabel(stage)}
    </Badge>
  );
}
