import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from '../wizardForm';

/**
 * Where the wizard is. Steps are buttons once the draft exists (the current one is saved before
 * moving); before that only the first step can be filled.
 */
export function WizardStepper({
  current,
  canJump,
  onJump,
}: {
  current: WizardStep;
  canJump: boolean;
  onJump: (step: WizardStep) => void;
}) {
  const { t } = useTranslation('projects');
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <nav aria-label={t('wizard.stepsLabel')}>
      <ol className="flex gap-1 overflow-x-auto sm:gap-2">
        {WIZARD_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const isCurrent = step === current;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={clsx(
                  'grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold',
                  isCurrent && 'bg-pine-700 text-white',
                  done && 'bg-pine-100 text-pine-800',
                  !isCurrent && !done && 'bg-stone-200 text-stone-600',
                )}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={clsx(
                  'whitespace-nowrap',
                  isCurrent ? 'text-stone-900' : 'text-stone-600',
                  !isCurrent && 'max-sm:sr-only',
                )}
              >
                {t(`wizard.steps.${step}`)}
              </span>
            </>
          );
          return (
            <li key={step} className="flex min-w-0 items-center">
              {canJump && !isCurrent ? (
                <button
                  type="button"
                  onClick={() => onJump(step)}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold hover:bg-stone-100"
                >
                  {content}
                </button>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold"
                >
                  {content}
                </span>
              )}
              {index < WIZARD_STEPS.length - 1 && (
                <span aria-hidden="true" className="mx-1 hidden h-px w-6 bg-stone-300 sm:block" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
