import type { JobGroupCode } from '@sidecamp/domain';
import { JOB_CODES, JOB_GROUPS, jobCodesOfGroup } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { groupState, isJobChosen, toggleGroup, toggleJob } from '../campaignForm';

/** A native checkbox drawn like the app's own, with a "partly chosen" state for a job group. */
function TreeCheckbox({
  label,
  state,
  onChange,
  strong,
}: {
  label: string;
  state: 'all' | 'some' | 'none';
  onChange: (on: boolean) => void;
  strong?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="relative flex cursor-pointer items-center gap-2.5 py-1 text-sm text-stone-800">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'all'}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'grid size-[18px] shrink-0 place-items-center rounded-[5px] border transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-pine-600',
          state === 'none' ? 'border-stone-400 bg-white' : 'border-pine-700 bg-pine-700 text-white',
        )}
      >
        {state === 'all' && <Check className="size-3.5" strokeWidth={3} />}
        {state === 'some' && <Minus className="size-3.5" strokeWidth={3} />}
      </span>
      <span className={strong ? 'font-semibold' : undefined}>{label}</span>
    </label>
  );
}

/**
 * Job groups and their jobs as a checkbox tree: a group's box chooses the whole group, a job's box
 * that one job; a group with some jobs chosen shows as partly checked.
 */
export function JobTargetTree({
  targets,
  onChange,
  error,
}: {
  targets: readonly string[];
  onChange: (targets: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <fieldset
      className="rounded-xl border border-stone-200 p-3"
      aria-describedby={error ? 'job-targets-error' : undefined}
    >
      <legend className="px-1 text-sm font-medium text-stone-800">{t('form.jobs')}</legend>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {JOB_GROUPS.entries.map(({ code: group, label }) => (
          <div key={group}>
            <TreeCheckbox
              label={t('form.wholeGroup', { group: label })}
              state={groupState(targets, group)}
              onChange={(on) => onChange(toggleGroup(targets, group, on))}
              strong
            />
            <ul className="ml-3 border-l border-stone-200 pl-4">
              {jobCodesOfGroup(group as JobGroupCode).map((job) => (
                <li key={job}>
                  <TreeCheckbox
                    label={JOB_CODES.label(job)}
                    state={isJobChosen(targets, job) ? 'all' : 'none'}
                    onChange={(on) => onChange(toggleJob(targets, job, on))}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {error && (
        <p id="job-targets-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
