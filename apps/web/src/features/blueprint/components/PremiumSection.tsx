import type { TIdeaAnalysis, TIdeaPremium } from '@sidecamp/domain';
import { IDEA_ANALYSIS_AXES, IDEA_ITEM_SOURCES, PREMIUM_ANALYSIS } from '@sidecamp/domain/core';
import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormAlert } from '../../../ui/FormAlert';
import { SelectField } from '../../../ui/SelectField';
import { usePointsSummary } from '../../payments';
import { useUnlockPremium } from '../hooks/useReportExtras';

const AxisRadar = lazy(() => import('./AxisRadar').then((m) => ({ default: m.AxisRadar })));

/**
 * The premium sections of one's own analysis: before unlocking, what they hold and their price in
 * points (with the balance, and why unlocking is not possible when it is not); after, every
 * competitor scored on the eight axes next to the idea, and where the idea stands.
 */
export function PremiumSection({ analysis }: { analysis: TIdeaAnalysis }) {
  const { t } = useTranslation('blueprint');
  const { t: tCommon } = useTranslation('common');
  const balance = usePointsSummary().data?.balance;
  const unlock = useUnlockPremium(analysis.id);
  // One key per page visit: a double click or a retry after a network error is charged once.
  const key = useRef(crypto.randomUUID());
  const [confirming, setConfirming] = useState(false);

  if (analysis.premium) return <PremiumResult analysis={analysis} premium={analysis.premium} />;

  const nothingToCompare = analysis.report.competitors.length === 0;
  const short = balance !== undefined && balance < PREMIUM_ANALYSIS.points;
  const failure = unlock.error instanceof ApiError ? errorMessage(unlock.error, tCommon) : null;
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">{t('premium.explained')}</p>
      {nothingToCompare ? (
        <p className="text-sm text-stone-600">{t('premium.nothingToCompare')}</p>
      ) : (
        <>
          {balance !== undefined && (
            <p className="text-sm text-stone-600">
              {t('premium.price', { count: PREMIUM_ANALYSIS.points })} ·{' '}
              {t('premium.balance', { count: balance })}
            </p>
          )}
          {failure && <FormAlert>{failure}</FormAlert>}
          <div className="flex flex-wrap items-center gap-3">
            <Button onPress={() => setConfirming(true)} isDisabled={unlock.isPending || short}>
              <Sparkles aria-hidden="true" className="size-4" />
              {unlock.isPending
                ? t('premium.unlocking')
                : t('premium.unlock', { count: PREMIUM_ANALYSIS.points })}
            </Button>
            {short && (
              <p className="text-sm text-stone-600">
                {t('premium.short')}{' '}
                <Link to="/points" className="font-medium text-pine-700 underline">
                  {t('premium.getPoints')}
                </Link>
              </p>
            )}
          </div>
          <ConfirmDialog
            isOpen={confirming}
            onOpenChange={setConfirming}
            title={t('premium.confirmTitle')}
            tone="normal"
            confirmLabel={t('premium.confirm', { count: PREMIUM_ANALYSIS.points })}
            isPending={unlock.isPending || short || balance === undefined}
            onConfirm={() => unlock.mutate(key.current, { onSettled: () => setConfirming(false) })}
          >
            <p>{t('premium.confirmBody', { count: PREMIUM_ANALYSIS.points })}</p>
            {balance !== undefined && (
              <p className="font-medium">{t('premium.confirmBalance', { count: balance })}</p>
            )}
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}

function PremiumResult({ analysis, premium }: { analysis: TIdeaAnalysis; premium: TIdeaPremium }) {
  const { t } = useTranslation('blueprint');
  const [chosen, setChosen] = useState(premium.competitors[0]?.path ?? '');
  const compare = premium.competitors.find((competitor) => competitor.path === chosen);
  const idea = new Map(analysis.report.axes.map((entry) => [entry.axis, entry.score]));
  return (
    <div className="space-y-5">
      <ul className="space-y-1.5 text-sm text-stone-800">
        {premium.positioning.map((line) => (
          <li key={line.text} className="flex flex-wrap items-baseline gap-x-2">
            <span>{line.text}</span>
            {line.source.kind === 'platform' && line.source.ref ? (
              <Link to={line.source.ref} className="text-xs font-medium text-pine-700 underline">
                {IDEA_ITEM_SOURCES.label('platform')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {premium.competitors.length > 0 && (
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className="space-y-3">
            <SelectField
              label={t('premium.compareWith')}
              value={chosen}
              onChange={setChosen}
              options={premium.competitors.map((competitor) => ({
                value: competitor.path,
                label: competitor.name,
              }))}
            />
            <Suspense
              fallback={
                <div className="mx-auto aspect-square w-full max-w-sm animate-pulse rounded-full bg-stone-100" />
              }
            >
              <AxisRadar
                axes={analysis.report.axes}
                label={analysis.report.idea.title}
                compare={compare ? { axes: compare.axes, label: compare.name } : undefined}
              />
            </Suspense>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{t('premium.tableCaption')}</caption>
              <thead className="text-xs text-stone-500">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t('report.competitor')}
                  </th>
                  {IDEA_ANALYSIS_AXES.codes.map((axis) => (
                    <th key={axis} scope="col" className="px-1.5 py-2 text-right font-semibold">
                      {IDEA_ANALYSIS_AXES.label(axis)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                <tr className="bg-pine-50/60 font-semibold">
                  <th scope="row" className="py-2 pr-3 text-pine-900">
                    {t('premium.yourIdea')}
                  </th>
                  {IDEA_ANALYSIS_AXES.codes.map((axis) => (
                    <td key={axis} className="px-1.5 py-2 text-right">
                      {idea.get(axis)}
                    </td>
                  ))}
                </tr>
                {premium.competitors.map((competitor) => (
                  <tr key={competitor.path}>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <Link to={competitor.path} className="text-pine-800 underline">
                        {competitor.name}
                      </Link>
                    </th>
                    {competitor.axes.map(({ axis, score }) => {
                      const ahead = competitor.leads.includes(axis);
                      const behind = competitor.trails.includes(axis);
                      return (
                        <td
                          key={axis}
                          className={clsx(
                            'px-1.5 py-2 text-right',
                            ahead && 'text-pine-700',
                            behind && 'font-semibold text-amber-800',
                          )}
                        >
                          {score}
                          {ahead && <span className="sr-only"> {t('premium.youLead')}</span>}
                          {behind && <span className="sr-only"> {t('premium.youTrail')}</span>}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-stone-500">
              {t('premium.legend', { margin: PREMIUM_ANALYSIS.margin })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
