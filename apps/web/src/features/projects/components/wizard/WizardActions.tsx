import type { TProjectDetail } from '@sidecamp/domain';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { ButtonLink } from '../../../../ui/ButtonLink';
import type { WizardStep } from '../../wizardForm';

/**
 * The wizard's buttons: back (once a draft exists), then save-and-continue, or on the review step
 * publish / keep as a draft (a draft) or view the project (already published).
 */
export function WizardActions({
  step,
  project,
  isDraft,
  saving,
  onBack,
  onNext,
  onPublish,
}: {
  step: WizardStep;
  project: TProjectDetail | null;
  isDraft: boolean;
  saving: boolean;
  /** Absent on the first step. */
  onBack: (() => void) | null;
  onNext: () => void;
  onPublish: () => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        {onBack && project && (
          <Button variant="ghost" isDisabled={saving} onPress={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('wizard.back')}
          </Button>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {step === 'review' && project ? (
          isDraft ? (
            <>
              <ButtonLink to={`/projects/${project.no}`} variant="secondary">
                {t('wizard.keepDraft')}
              </ButtonLink>
              <Button onPress={onPublish} isDisabled={saving}>
                <Send aria-hidden="true" className="size-4" />
                {t('wizard.publish')}
              </Button>
            </>
          ) : (
            <ButtonLink to={`/projects/${project.no}`}>{t('wizard.viewProject')}</ButtonLink>
          )
        ) : (
          <Button
            type={step === 'positions' ? 'button' : 'submit'}
            onPress={step === 'positions' ? onNext : undefined}
            isDisabled={saving}
          >
            {saving ? t('wizard.saving') : project ? t('wizard.saveContinue') : t('wizard.createDraft')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
    </div>
  );
}
