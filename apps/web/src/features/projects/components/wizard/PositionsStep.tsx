import type { TProjectDetail } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { PositionManager } from '../PositionManager';
import { StepCard } from './StepCard';

/** Step 3: the positions, which save themselves one by one (the draft exists by now). */
export function PositionsStep({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  return (
    <StepCard title={t('wizard.steps.positions')} description={t('wizard.positionsBody')}>
      <PositionManager projectNo={project.no} positions={project.positions} />
    </StepCard>
  );
}
