import type { TCampaign } from '@sidecamp/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/Card';
import { QueryError } from '../../../ui/QueryError';
import { useCampaignResults } from '../hooks/useCampaign';
import { SignupList } from './SignupList';

// Chart.js comes only with a results page, never with the rest of the app.
const ResultsChart = lazy(() => import('./ResultsChart').then((m) => ({ default: m.ResultsChart })));

/** The sender's results: a bar chart and a table per choice question, text answers, sign-ups, subscribers. */
export function CampaignResults({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation('campaigns');
  const results = useCampaignResults(campaign.id, campaign.status === 'sent');
  if (campaign.status !== 'sent') return null;
  if (results.isPending)
    return (
      <div role="status" className="h-48 animate-pulse rounded-2xl bg-stone-100">
        <span className="sr-only">{t('results.loading')}</span>
      </div>
    );
  if (results.isError)
    return (
      <QueryError error={results.error} title={t('results.failed')} onRetry={() => void results.refetch()} />
    );
  const data = results.data;
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-lg font-semibold text-stone-900">
          {t('results.heading')}
        </h2>
        <p className="text-sm text-stone-600" data-testid="respondents">
          {t('results.respondents', { count: data.respondents })}
        </p>
      </div>
      {data.questions.map((question, index) => (
        <Card key={question.id} className="p-5">
          <h3 className="font-semibold text-stone-900">{`${index + 1}. ${question.prompt}`}</h3>
          {question.kind === 'text' ? (
            question.texts.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">{t('results.noAnswers')}</p>
            ) : (
              <ul aria-label={t('results.textAnswers')} className="mt-3 space-y-2">
                {question.texts.map((text, at) => (
                  // Answers are anonymous and may repeat; their order is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={at} className="rounded-lg bg-stone-50 p-3 text-sm break-words text-stone-800">
                    {text}
                  </li>
                ))}
              </ul>
            )
          ) : (
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              <Suspense
                fallback={<div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-stone-100" />}
              >
                <ResultsChart options={question.options} />
              </Suspense>
              <table className="w-full text-sm">
                <caption className="sr-only">
                  {t('results.tableCaption', { question: question.prompt })}
                </caption>
                <thead>
                  <tr className="border-b border-stone-200 text-left text-stone-600">
                    <th scope="col" className="py-1.5 font-medium">
                      {t('results.option')}
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      {t('results.count')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {question.options.map((option) => (
                    <tr key={option.label} className="border-b border-stone-100">
                      <th scope="row" className="py-1.5 text-left font-normal break-words text-stone-800">
                        {option.label}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{option.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      ))}
      {campaign.type === '03' || campaign.type === '04' ? (
        <Card className="p-5">
          <h3 className="font-semibold text-stone-900">{t('signups.heading')}</h3>
          <SignupList campaignId={campaign.id} signups={data.signups} />
        </Card>
      ) : null}
      {campaign.type === '01' && (
        <Card className="p-5">
          <p className="text-sm text-stone-800">{t('results.subscribers', { count: data.subscribers })}</p>
        </Card>
      )}
    </section>
  );
}
