import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_RESPONSE_KIND,
  CAMPAIGN_TYPES,
  EXPERIENCE,
  JOB_CODES,
  JOB_GROUPS,
  REGIONS,
  VISIT_PURPOSES,
} from '@sidecamp/domain/core';
import { ArrowLeft, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { rowIdOf } from '../../../app/routing/rowIdOf';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { codeLabel } from '../../../ui/codeLabels';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { CampaignResults } from '../components/CampaignResults';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge';
import { NewsletterPanel } from '../components/NewsletterPanel';
import { SignupPanel } from '../components/SignupPanel';
import { SurveyForm } from '../components/SurveyForm';
import { useCampaign } from '../hooks/useCampaign';

/** "Web frontend, Design" from the stored CPG_JOB_TARGET; "Everyone" for 00. */
function targetsLabel(jobTarget: string, everyone: string): string {
  return jobTarget
    .split(',')
    .map((code) =>
      code === '00'
        ? everyone
        : ((code.length === 2 ? codeLabel(JOB_GROUPS, code) : codeLabel(JOB_CODES, code)) ?? code),
    )
    .join(', ');
}

/** One campaign: a recipient reads and responds; the sender sees its status, cost and results. */
export function CampaignPage() {
  const { t } = useTranslation('campaigns');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const id = rowIdOf(useParams().campaignId);
  const query = useCampaign(id);

  const back = (
    <Link
      to="/campaigns"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('view.back')}
    </Link>
  );
  if (!loggedIn)
    return (
      <PageStack>
        <PageHeader camp="launch" eyebrow={t('eyebrow')} title={t('view.title')} />
        <EmptyState
          icon={Megaphone}
          camp="launch"
          title={t('logIn.title')}
          description={t('logIn.body')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      </PageStack>
    );
  if (id === null || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <PageStack>
        {back}
        <PageHeader
          camp="launch"
          eyebrow={t('eyebrow')}
          title={t('view.notFound')}
          description={t('view.notFoundBody')}
        />
      </PageStack>
    );
  if (query.isError)
    return (
      <PageStack>
        {back}
        <PageHeader camp="launch" eyebrow={t('eyebrow')} title={t('view.title')} />
        <QueryError error={query.error} title={t('view.failed')} onRetry={() => void query.refetch()} />
      </PageStack>
    );
  if (query.isPending) return <PageSkeleton label={t('view.loading')} />;

  const campaign = query.data;
  const type = codeLabel(CAMPAIGN_TYPES, campaign.type) ?? campaign.type;
  const respond = CAMPAIGN_RESPONSE_KIND[campaign.type];
  return (
    <PageStack>
      {back}
      <PageHeader
        camp="launch"
        eyebrow={type}
        title={campaign.title}
        description={t('list.byline', {
          sender: campaign.sender.nickname,
          date: formatDate(campaign.createdAt),
        })}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <Card className="p-5 sm:p-6">
            {campaign.booth && (
              <p className="mb-3 text-sm text-stone-600">
                {t('view.fromBooth')}{' '}
                <Link to={`/booths/${campaign.booth.id}`} className="font-medium text-pine-800 underline">
                  {campaign.booth.name}
                </Link>
              </p>
            )}
            <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-stone-800">
              {campaign.body}
            </p>
          </Card>
          {!campaign.mine && (
            <Card className="p-5 sm:p-6">
              <h2 className="mb-4 text-lg font-semibold text-stone-900">{t(`respond.${respond}`)}</h2>
              {respond === 'answer' &&
                (campaign.myResponse ? (
                  <p className="text-sm text-stone-700">
                    {t('survey.answered', { date: formatDate(campaign.myResponse.createdAt) })}
                  </p>
                ) : (
                  <SurveyForm campaign={campaign} />
                ))}
              {respond === 'signup' && <SignupPanel campaign={campaign} />}
              {respond === 'subscribe' && <NewsletterPanel campaign={campaign} />}
            </Card>
          )}
          {campaign.mine && <CampaignResults campaign={campaign} />}
        </div>
        {campaign.mine && (
          <Card className="p-5">
            <h2 className="text-base font-semibold text-stone-900">{t('view.details')}</h2>
            <dl className="mt-3 space-y-2.5 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-stone-600">{t('view.status')}</dt>
                <dd>
                  <CampaignStatusBadge campaign={campaign} />
                </dd>
              </div>
              <Row label={t('view.recipients')} value={String(campaign.recipients)} testId="recipients" />
              <Row label={t('view.cost')} value={t('points', { count: campaign.costPoints })} testId="cost" />
              <Row label={t('view.responses')} value={String(campaign.responses)} />
              <Row
                label={t('view.channel')}
                value={t(`channels.${campaign.channel}`, {
                  defaultValue: codeLabel(CAMPAIGN_CHANNELS, campaign.channel),
                })}
              />
              <Row
                label={t('view.targets')}
                value={
                  campaign.booth
                    ? t('view.boothSupporters', { booth: campaign.booth.name })
                    : targetsLabel(campaign.jobTarget, t('form.everyone'))
                }
              />
              {campaign.experience && (
                <Row label={t('form.experience')} value={codeLabel(EXPERIENCE, campaign.experience) ?? ''} />
              )}
              {campaign.visitPurpose && (
                <Row
                  label={t('form.visitPurpose')}
                  value={codeLabel(VISIT_PURPOSES, campaign.visitPurpose) ?? ''}
                />
              )}
              {campaign.region && (
                <Row label={t('form.region')} value={codeLabel(REGIONS, campaign.region) ?? ''} />
              )}
              {campaign.sentAt && <Row label={t('view.sentAt')} value={formatDate(campaign.sentAt)} />}
            </dl>
            {campaign.status === 'rejected' && campaign.rejectReason && (
              <p className="mt-3 rounded-lg bg-orange-50 p-2.5 text-sm text-orange-900">
                {t('list.rejectedBecause', { reason: campaign.rejectReason })}
              </p>
            )}
            {campaign.status === 'pending_approval' && (
              <p className="mt-3 text-sm text-stone-600">{t('view.pendingHint')}</p>
            )}
          </Card>
        )}
        {!campaign.mine && campaign.myResponse && (
          <Badge tone="pine" className="justify-self-start">
            {t(`response.${campaign.myResponse.status}`)}
          </Badge>
        )}
      </div>
    </PageStack>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
