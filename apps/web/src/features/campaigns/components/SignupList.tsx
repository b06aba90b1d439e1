import type { TCampaignSignup } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/dates';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';

/** The people who signed up for an interview or tester call; the sender accepts or declines each. */
export function SignupList({
  campaignId,
  signups,
}: {
  campaignId: number;
  signups: readonly TCampaignSignup[];
}) {
  const { t } = useTranslation('campaigns');
  const decide = useApiMutation({
    mutationFn: ({ userNo, status }: { userNo: number; status: 'accepted' | 'declined' }) =>
      campaignsApi.decide(campaignId, userNo, status),
    invalidate: [campaignKeys.results(campaignId), campaignKeys.detail(campaignId)],
    success: (result) => t(`signups.${result.status}Toast`, { name: result.person.nickname }),
  });
  if (signups.length === 0) return <p className="text-sm text-stone-600">{t('signups.none')}</p>;
  return (
    <ul aria-label={t('signups.heading')} className="divide-y divide-stone-100">
      {signups.map((signup) => (
        <li key={signup.person.no} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 gap-3">
            <Avatar name={signup.person.nickname} src={signup.person.img} size={36} />
            <div className="min-w-0">
              <Link to={`/u/${signup.person.no}`} className="font-medium text-stone-900 hover:underline">
                {signup.person.nickname}
              </Link>
              <p className="text-xs text-stone-500">{formatDate(signup.createdAt)}</p>
              {signup.note && <p className="mt-1 text-sm break-words text-stone-700">{signup.note}</p>}
            </div>
          </div>
          {signup.status === 'pending' ? (
            <div className="flex gap-2">
              <Button
                size="sm"
                isPending={decide.isPending}
                onPress={() => decide.mutate({ userNo: signup.person.no, status: 'accepted' })}
                aria-label={t('signups.acceptLabel', { name: signup.person.nickname })}
              >
                {t('signups.accept')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                isPending={decide.isPending}
                onPress={() => decide.mutate({ userNo: signup.person.no, status: 'declined' })}
                aria-label={t('signups.declineLabel', { name: signup.person.nickname })}
              >
                {t('signups.decline')}
              </Button>
            </div>
          ) : (
            <Badge tone={signup.status === 'accepted' ? 'pine' : 'neutral'}>
              {t(`signups.${signup.status}`)}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
