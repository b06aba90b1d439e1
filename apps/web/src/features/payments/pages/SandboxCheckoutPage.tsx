import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, FlaskConical, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { paymentsApi } from '../api/paymentsApi';
import { pointsKeys } from '../api/pointsKeys';
import { formatPrice } from '../formatPrice';

/**
 * The built-in sandbox checkout (the default payment provider): the buyer presses Pay or Fail and
 * the sandbox posts a signed webhook to our server exactly as a real provider would. Nothing real
 * is charged; the page says so.
 */
export function SandboxCheckoutPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: tCommon } = useTranslation('common');
  const { sessionId = '' } = useParams();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: pointsKeys.sandbox(sessionId),
    queryFn: ({ signal }) => paymentsApi.sandboxSession(sessionId, signal),
    enabled: loggedIn,
  });
  const complete = useMutation({
    mutationFn: (outcome: 'pay' | 'fail') => paymentsApi.completeSandbox(sessionId, outcome),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });

  const payment = complete.data?.payment ?? session.data;
  const result = complete.data;
  return (
    <PageStack>
      <PageHeader title={t('sandbox.title')} description={t('sandbox.description')} />
      <div className="mx-auto w-full max-w-lg">
        {!loggedIn ? (
          <Card className="p-6 text-sm text-stone-700">{t('sandbox.logIn')}</Card>
        ) : session.isPending ? (
          <Card className="h-64 animate-pulse bg-stone-100" role="status" aria-label={t('sandbox.loading')} />
        ) : session.isError || !payment ? (
          <QueryError
            error={session.error}
            title={t('sandbox.loadError')}
            onRetry={() => void session.refetch()}
          />
        ) : (
          <Card className="overflow-hidden">
            <div className="flex items-center justify-between gap-3 border-b border-stone-100 bg-stone-50 px-6 py-4">
              <span className="flex items-center gap-2 text-sm font-semibold text-stone-800">
                <FlaskConical aria-hidden="true" className="size-4 text-indigo-600" />
                {t('sandbox.provider')}
              </span>
              <Badge tone="indigo" className="shrink-0 whitespace-nowrap">
                {t('sandbox.testMode')}
              </Badge>
            </div>
            <dl className="space-y-3 px-6 py-5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-stone-600">{t('sandbox.product')}</dt>
                <dd className="font-semibold text-stone-900">{payment.productLabel}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-stone-600">{t('sandbox.amount')}</dt>
                <dd className="text-lg font-bold text-stone-900">
                  {formatPrice(payment.amountCents, i18n.language)}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-stone-600">{t('sandbox.status')}</dt>
                <dd>
                  <Badge
                    tone={
                      payment.status === 'paid' ? 'pine' : payment.status === 'pending' ? 'neutral' : 'amber'
                    }
                  >
                    {t(`status.${payment.status}`)}
                  </Badge>
                </dd>
              </div>
            </dl>
            {payment.status === 'pending' && !result ? (
              <div className="space-y-3 border-t border-stone-100 px-6 py-5">
                <Button
                  className="w-full"
                  size="lg"
                  isDisabled={complete.isPending}
                  onPress={() => complete.mutate('pay')}
                >
                  <Lock aria-hidden="true" className="size-4" />
                  {t('sandbox.pay', { amount: formatPrice(payment.amountCents, i18n.language) })}
                </Button>
                <Button
                  variant="secondary"
                  className="w-full"
                  isDisabled={complete.isPending}
                  onPress={() => complete.mutate('fail')}
                >
                  {t('sandbox.fail')}
                </Button>
                {complete.isError && (
                  <p role="alert" className="text-sm text-red-700">
                    {complete.error instanceof ApiError
                      ? errorMessage(complete.error, tCommon)
                      : tCommon('errors.INTERNAL')}
                  </p>
                )}
                <p className="text-xs text-stone-500">{t('sandbox.note')}</p>
              </div>
            ) : (
              <div className="space-y-4 border-t border-stone-100 px-6 py-5" role="status">
                <p className="flex items-center gap-2 font-semibold text-stone-900">
                  {payment.status === 'paid' ? (
                    <CircleCheck aria-hidden="true" className="size-5 text-pine-600" />
                  ) : (
                    <CircleX aria-hidden="true" className="size-5 text-amber-600" />
                  )}
                  {payment.status === 'paid' ? t('sandbox.paid') : t('sandbox.failed')}
                </p>
                {result && (
                  <p className="text-sm text-stone-600">
                    {t('sandbox.webhook', { status: result.webhookStatus, outcome: result.outcome })}
                  </p>
                )}
                <div className="flex flex-wrap gap-2">
                  <ButtonLink to="/points/history">{t('sandbox.toWallet')}</ButtonLink>
                  <ButtonLink to="/pricing" variant="secondary">
                    {t('sandbox.toPricing')}
                  </ButtonLink>
                </div>
              </div>
            )}
          </Card>
        )}
      </div>
    </PageStack>
  );
}
