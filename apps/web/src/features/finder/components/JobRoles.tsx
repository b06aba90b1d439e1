import { JOB_CODES, JOB_GROUPS, jobCodesOfGroup } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { InfoPanel } from '../../../ui/InfoPanel';

/** Every job group with its roles, from the domain package's job codes. */
export function JobRoles() {
  const { t } = useTranslation('finder');
  return (
    <InfoPanel title={t('rolesTitle')} description={t('rolesBody')}>
      <div className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
        {JOB_GROUPS.entries.map((group) => (
          <div key={group.code}>
            <h3 className="text-sm font-semibold text-stone-900">{group.label}</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {jobCodesOfGroup(group.code).map((code) => (
                <li key={code} className="rounded-md bg-stone-100 px-2 py-0.5 text-[13px] text-stone-700">
                  {JOB_CODES.label(code)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </InfoPanel>
  );
}
