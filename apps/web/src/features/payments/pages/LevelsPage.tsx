import { LEVEL_TABLE } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { LevelProgress } from '../components/LevelProgress';
import { usePointsSummary } from '../hooks/usePointsSummary';

/** Levels 0 to 50 from the domain table (experience range and ratio), with mine marked. */
export function LevelsPage() {
  const { t, i18n } = useTranslation('payments');
  const summary = usePointsSummary();
  const mine = summary.data?.level.level;
  const number = (value: number) =>
    Number.isFinite(value) ? new Intl.NumberFormat(i18n.language).format(value) : '∞';
  return (
    <PageStack>
      <PageHeader title={t('levels.title')} description={t('levels.description')} />
      {summary.data && (
        <Card className="p-5 sm:p-6">
          <LevelProgress level={summary.data.level} />
        </Card>
      )}
      <Card className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('levels.tableCaption')}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-left text-xs font-semibold tracking-wider text-stone-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 sm:px-6">
                {t('levels.level')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('levels.experience')}
              </th>
              <th scope="col" className="px-4 py-3 text-right sm:px-6">
                {t('levels.ratio')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {LEVEL_TABLE.map((row) => (
              <tr
                key={row.level}
                aria-current={row.level === mine ? 'true' : undefined}
                className={clsx(row.level === mine && 'bg-pine-50')}
              >
                <th scope="row" className="px-4 py-2.5 text-left font-semibold text-stone-900 sm:px-6">
                  <span className="flex items-center gap-2">
                    {t('level.name', { level: row.level })}
                    {row.level === mine && <Badge tone="pine">{t('levels.you')}</Badge>}
                  </span>
                </th>
                <td className="px-4 py-2.5 text-stone-700 tabular-nums">
                  {row.level === 0
                    ? '0'
                    : Number.isFinite(row.maxExp)
                      ? `${number(row.minExp)} – ${number(row.maxExp)}`
                      : t('levels.andMore', { min: number(row.minExp) })}
                </td>
                <td className="px-4 py-2.5 text-right text-stone-700 tabular-nums sm:px-6">
                  {row.ratio.toFixed(3)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </PageStack>
  );
}
