import type { TSourcedText } from '@sidecamp/domain';
import { IDEA_ANALYSIS_AXES, IDEA_ITEM_SOURCES, MARKET_SATURATION } from '@sidecamp/domain/core';
import { ArrowLeft, Download, FileX, Printer } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { rowIdOf } from '../../../app/routing/rowIdOf';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { usePointsSummary } from '../../payments';
import { BuildProject } from '../components/BuildProject';
import { PremiumSection } from '../components/PremiumSection';
import { ReportMail } from '../components/ReportMail';
import { useAnalysis } from '../hooks/useAnalyses';

/** Chart.js comes with the report only, not with any other page. */
const AxisRadar = lazy(() => import('../components/AxisRadar').then((m) => ({ default: m.AxisRadar })));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A list of report items, each with a small mark of where it came from. */
function Items({ items, empty }: { items: readonly TSourcedText[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-stone-500">{empty}</p>;
  return (
    <ul className="space-y-1.5 text-sm text-stone-800">
      {items.map((item) => (
        <li key={`${item.text}-${item.source.kind}`} className="flex flex-wrap items-baseline gap-x-2">
          <span>{item.text}</span>
          {item.source.kind === 'platform' && item.source.ref ? (
            <Link to={item.source.ref} className="text-xs font-medium text-pine-700 underline">
              {IDEA_ITEM_SOURCES.label('platform')}
            </Link>
          ) : (
            <span className="text-xs text-stone-500">{IDEA_ITEM_SOURCES.label(item.source.kind)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A canvas as a grid of labelled cells (lean canvas, SWOT, business model canvas). */
function Canvas({ cells, empty }: { cells: readonly [string, readonly TSourcedText[]][]; empty: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cells.map(([label, items]) => (
        <div key={label} className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <h3 className="text-sm font-semibold text-stone-900">{label}</h3>
          <div className="mt-2">
            <Items items={items} empty={empty} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** One of the person's analyses. */
export function AnalysisPage() {
  return <AnalysisView source="mine" />;
}

/** A case of the library, readable by everyone. */
export function CaseAnalysisPage() {
  return <AnalysisView source="case" />;
}

/** One analysis report: the axes as a radar and a list, competitors, specification, canvases, market. */
function AnalysisView({ source }: { source: 'mine' | 'case' }) {
  const { t } = useTranslation('blueprint');
  const { t: tCommon } = useTranslation('common');
  const { analysisId } = useParams();
  const id = rowIdOf(analysisId);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const analysis = useAnalysis(id, source);
  const plan = usePointsSummary().data?.plan;
  const back = (
    <Link
      to="/blueprint"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('report.back')}
    </Link>
  );

  const hidden = source === 'mine' && !loggedIn;
  if (id === null || hidden || (analysis.error instanceof ApiError && analysis.error.status === 404)) {
    return (
      <PageStack>
        {back}
        <PageHeader camp="make" eyebrow={tCommon('camps.make.name')} title={t('report.notFound')} />
        <EmptyState
          icon={FileX}
          title={t('report.notFound')}
          description={
            source === 'case'
              ? t('report.caseNotFound')
              : loggedIn
                ? t('report.notFoundBody')
                : t('report.loggedOut')
          }
          actions={<ButtonLink to="/blueprint">{t('report.toBlueprint')}</ButtonLink>}
        />
      </PageStack>
    );
  }
  if (analysis.isPending) return <PageSkeleton label={t('report.loading')} />;
  if (analysis.isError)
    return (
      <PageStack>
        {back}
        <QueryError
          error={analysis.error}
          title={t('report.loadError')}
          onRetry={() => void analysis.refetch()}
        />
      </PageStack>
    );

  const { report, creditsLeft } = analysis.data;
  const none = t('report.none');
  const canvas = report.frameworks;
  return (
    <PageStack>
      {back}
      <div className="flex flex-wrap items-start gap-5">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(report.logo.svg)}`}
          alt={t('report.logoAlt', { name: report.idea.title })}
          width={96}
          height={96}
          className="size-24 rounded-2xl"
        />
        <div className="min-w-0 flex-1">
          <PageHeader
            camp="make"
            eyebrow={source === 'case' ? t('report.caseEyebrow') : t('report.eyebrow')}
            title={report.idea.title}
            description={report.profile?.text}
          />
          <p className="mt-2 text-sm text-stone-500">
            {report.meta.provider === 'offline'
              ? t('report.meta', { version: report.meta.version })
              : t('report.metaModel', { model: report.meta.model ?? '' })}
            {creditsLeft !== null && ` · ${t('report.creditsLeft', { count: creditsLeft })}`}
          </p>
        </div>
      </div>

      {report.meta.failure && (
        <FormAlert tone="info">{t('report.modelFailed', { reason: report.meta.failure })}</FormAlert>
      )}

      {plan && source === 'mine' && (
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          {plan.exportFeature ? (
            <>
              <a
                href={`/api/blueprint/analyses/${analysis.data.id}/export.md`}
                download
                className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-pine-600"
              >
                <Download aria-hidden="true" className="size-4" />
                {t('report.exportMarkdown')}
              </a>
              <Button variant="secondary" onPress={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                {t('report.print')}
              </Button>
            </>
          ) : (
            <p className="text-sm text-stone-600">
              {t('report.exportOnLight')}{' '}
              <Link to="/pricing" className="font-medium text-pine-700 underline">
                {t('report.seePlans')}
              </Link>
            </p>
          )}
        </div>
      )}

      <Section title={t('report.axes')}>
        <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <Suspense
            fallback={
              <div className="mx-auto aspect-square w-full max-w-sm animate-pulse rounded-full bg-stone-100" />
            }
          >
            <AxisRadar axes={report.axes} label={report.idea.title} />
          </Suspense>
          <ul className="grid gap-3 sm:grid-cols-2">
            {report.axes.map((axis) => (
              <li key={axis.axis} className="rounded-xl bg-stone-50 p-3.5 ring-1 ring-stone-200">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-stone-900">{IDEA_ANALYSIS_AXES.label(axis.axis)}</span>
                  <span className="text-lg font-bold text-pine-800">{axis.score}</span>
                </div>
                {axis.percentile !== null && (
                  <p className="text-xs text-stone-500">
                    {t('report.percentile', { value: axis.percentile })}
                  </p>
                )}
                <ul className="mt-1.5 space-y-1 text-xs text-stone-700">
                  {axis.reasons.length === 0 ? (
                    <li className="text-stone-500">{t('report.noReasons')}</li>
                  ) : (
                    axis.reasons.map((reason) => (
                      <li key={reason.feature}>
                        +{reason.weight} {reason.feature}:{' '}
                        {reason.quotes.map((quote) => `“${quote}”`).join(', ')}
                      </li>
                    ))
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title={t('report.competitors')}>
        {report.competitors.length === 0 ? (
          <p className="text-sm text-stone-600">{t('report.noCompetitors')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-xs text-stone-500 uppercase">
                <tr>
                  <th className="py-2 pr-4 font-semibold">{t('report.competitor')}</th>
                  <th className="py-2 pr-4 font-semibold">{t('report.similarity')}</th>
                  <th className="py-2 pr-4 font-semibold">{t('report.shared')}</th>
                  <th className="py-2 font-semibold">{t('report.differences')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 align-top">
                {report.competitors.map((competitor) => (
                  <tr key={competitor.path}>
                    <td className="py-2.5 pr-4">
                      <Link to={competitor.path} className="font-medium text-pine-800 underline">
                        {competitor.name}
                      </Link>
                      <span className="block text-xs text-stone-500">
                        {t(`report.kind.${competitor.kind}`)}
                      </span>
                    </td>
                    <td className="py-2.5 pr-4">{Math.round(competitor.similarity * 100)}%</td>
                    <td className="py-2.5 pr-4">{competitor.sharedTerms.join(', ')}</td>
                    <td className="py-2.5 text-stone-700">{competitor.differences.join('. ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      {source === 'mine' && (
        <Section title={t('premium.title')}>
          <PremiumSection analysis={analysis.data} />
        </Section>
      )}

      <Section title={t('report.specification')}>
        <Canvas
          empty={none}
          cells={[
            [t('spec.targetUsers'), report.specification.targetUsers],
            [t('spec.roles'), report.specification.roles],
            [t('spec.mvp'), report.specification.mvpFeatures],
            [t('spec.later'), report.specification.laterFeatures],
            [t('spec.requirements'), report.specification.requirements],
          ]}
        />
      </Section>

      <Section title={t('report.leanCanvas')}>
        <Canvas
          empty={none}
          cells={[
            [t('lean.problem'), canvas.leanCanvas.problem],
            [t('lean.solution'), canvas.leanCanvas.solution],
            [t('lean.uniqueValueProposition'), canvas.leanCanvas.uniqueValueProposition],
            [t('lean.unfairAdvantage'), canvas.leanCanvas.unfairAdvantage],
            [t('lean.customerSegments'), canvas.leanCanvas.customerSegments],
            [t('lean.keyMetrics'), canvas.leanCanvas.keyMetrics],
            [t('lean.channels'), canvas.leanCanvas.channels],
            [t('lean.costStructure'), canvas.leanCanvas.costStructure],
            [t('lean.revenueStreams'), canvas.leanCanvas.revenueStreams],
          ]}
        />
      </Section>

      <Section title={t('report.swot')}>
        <Canvas
          empty={none}
          cells={[
            [t('swot.strengths'), canvas.swot.strengths],
            [t('swot.weaknesses'), canvas.swot.weaknesses],
            [t('swot.opportunities'), canvas.swot.opportunities],
            [t('swot.threats'), canvas.swot.threats],
          ]}
        />
      </Section>

      <Section title={t('report.businessModel')}>
        <Canvas
          empty={none}
          cells={[
            [t('bmc.keyPartners'), canvas.businessModelCanvas.keyPartners],
            [t('bmc.keyActivities'), canvas.businessModelCanvas.keyActivities],
            [t('bmc.keyResources'), canvas.businessModelCanvas.keyResources],
            [t('bmc.valuePropositions'), canvas.businessModelCanvas.valuePropositions],
            [t('bmc.customerRelationships'), canvas.businessModelCanvas.customerRelationships],
            [t('bmc.channels'), canvas.businessModelCanvas.channels],
            [t('bmc.customerSegments'), canvas.businessModelCanvas.customerSegments],
            [t('bmc.costStructure'), canvas.businessModelCanvas.costStructure],
            [t('bmc.revenueStreams'), canvas.businessModelCanvas.revenueStreams],
          ]}
        />
      </Section>

      <Section title={t('report.market')}>
        <p className="text-sm text-stone-800">
          <span className="font-semibold">{MARKET_SATURATION.label(report.market.saturation.level)}.</span>{' '}
          {report.market.saturation.explanation}
        </p>
        <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('report.assumptions')}</h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-3">
          {report.market.assumptions.map((assumption) => (
            <div
              key={assumption.label}
              className="rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-3"
            >
              <dt className="text-xs font-semibold text-amber-900">
                {assumption.label} · {t('report.assumption')}
              </dt>
              <dd className="mt-1 text-sm text-stone-700">{assumption.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4">
          <Items items={report.market.notes} empty={none} />
        </div>
      </Section>

      {source === 'mine' && (
        <Section title={t('mail.title')}>
          <ReportMail analysisId={analysis.data.id} />
        </Section>
      )}

      {loggedIn && (
        <Section title={t('build.title')}>
          <BuildProject report={report} />
        </Section>
      )}

      <Section title={t('report.howMade')}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          {report.meta.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
    </PageStack>
  );
}
