import type { TProjectDetail } from '@sidecamp/domain';
import { LeaveGuard } from '../../../../ui/LeaveGuard';
import { useWizardForm } from '../../hooks/useWizardForm';
import { WIZARD_STEPS } from '../../wizardForm';
import { WizardStepper } from '../WizardStepper';
import { BasicsStep } from './BasicsStep';
import { DetailsStep } from './DetailsStep';
import { PositionsStep } from './PositionsStep';
import { QuestionsStep } from './QuestionsStep';
import { ReviewStep } from './ReviewStep';
import { StepForm } from './StepForm';
import { WizardActions } from './WizardActions';

/** The steps themselves, once it is known whether a draft exists. */
export function Wizard({ project }: { project: TProjectDetail | null }) {
  const { form, set, errors, banner, saving, step, stepIndex, isDraft, isDirty, next, jump, publish } =
    useWizardForm(project);

  return (
    <div className="space-y-6">
      <LeaveGuard isDirty={isDirty} />
      <WizardStepper current={step} canJump={project !== null} onJump={(target) => void jump(target)} />
      {banner && (
        <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
          {banner}
        </div>
      )}
      {/* Positions save themselves in forms of their own, and forms must not nest. */}
      <StepForm
        hasFields={step !== 'positions' && step !== 'review'}
        onSubmit={(event) => void next(event)}
        className="space-y-6"
      >
        {step === 'basics' && <BasicsStep form={form} set={set} errors={errors} />}
        {step === 'details' && <DetailsStep form={form} set={set} errors={errors} />}
        {step === 'positions' && project && <PositionsStep project={project} />}
        {step === 'questions' && <QuestionsStep form={form} set={set} errors={errors} />}
        {step === 'review' && project && <ReviewStep form={form} project={project} isDraft={isDraft} />}
        <WizardActions
          step={step}
          project={project}
          isDraft={isDraft}
          saving={saving}
          onBack={stepIndex > 0 ? () => void jump(WIZARD_STEPS[stepIndex - 1] ?? 'basics') : null}
          onNext={() => void next()}
          onPublish={() => void publish()}
        />
      </StepForm>
    </div>
  );
}
