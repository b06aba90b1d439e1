import type { TResumeWorkSection } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { EyeOff } from 'lucide-react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useWorkVisibility } from '../hooks/useWorkVisibility';

/** The owner's "Show on my public resume" switch of one section, with a marker when it is hidden. */
export function WorkVisibilitySwitch({
  userNo,
  section,
  hidden,
}: {
  userNo: number;
  section: TResumeWorkSection;
  hidden: boolean;
}) {
  const { t } = useTranslation('profiles');
  const visibility = useWorkVisibility(userNo);
  const isPublic = visibility.isPending ? visibility.variables.isPublic : !hidden;
  return (
    <div className="flex items-center gap-3 print:hidden">
      {!isPublic && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800">
          <EyeOff aria-hidden="true" className="size-3.5" />
          {t('work.visibility.hiddenMarker')}
        </span>
      )}
      <Switch
        isSelected={isPublic}
        isDisabled={visibility.isPending}
        onChange={(selected) => visibility.mutate({ section, isPublic: selected })}
        className="group flex cursor-pointer items-center gap-2 text-xs font-medium text-stone-700 data-[disabled]:cursor-wait"
      >
        <span
          aria-hidden="true"
          className={clsx(
            'flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 transition-colors',
            'group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-pine-600',
            isPublic ? 'bg-pine-700' : 'bg-stone-300',
          )}
        >
          <span
            className={clsx(
              'size-4 rounded-full bg-white shadow transition-transform',
              isPublic ? 'translate-x-4' : 'translate-x-0',
            )}
          />
        </span>
        {t('work.visibility.label')}
      </Switch>
    </div>
  );
}
