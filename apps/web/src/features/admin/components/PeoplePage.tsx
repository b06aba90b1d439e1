import type { TAdminUser } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUserStore } from '../../../app/store/userStore';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { formatDate } from '../../../ui/dates';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryError } from '../../../ui/QueryError';
import { TextField } from '../../../ui/TextField';
import { moderationApi, moderationKeys } from '../hooks/moderationApi';
import { AdminLayout } from './AdminLayout';
import { BanDialog } from './BanDialog';
import { ReportsReasonDialog } from './ReportsReasonDialog';

/** People (F18): find someone by nickname or e-mail, ban or lift a ban; the bans in force below. */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  const isAdmin = useUserStore((state) => state.profile?.admin === true);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [banning, setBanning] = useState<TAdminUser | null>(null);
  const [unbanning, setUnbanning] = useState<TAdminUser | null>(null);
  const search = useQuery({
    queryKey: moderationKeys.search(query),
    queryFn: ({ signal }) => moderationApi.search(query, signal),
    enabled: isAdmin && query !== '',
  });
  const banned = useQuery({
    queryKey: moderationKeys.banned,
    queryFn: ({ signal }) => moderationApi.banned(signal),
    enabled: isAdmin,
  });
  const unban = useApiMutation({
    mutationFn: ({ no, reason }: { no: number; reason: string }) => moderationApi.unban(no, reason),
    invalidate: [moderationKeys.people],
    success: (person) => t('people.unbannedToast', { name: person.nickname }),
    onSuccess: () => setUnbanning(null),
  });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  const list = (people: TAdminUser[], label: string) => (
    <ul aria-label={label} className="space-y-2">
      {people.map((person) => (
        <li key={person.no}>
          <PersonRow person={person} onBan={() => setBanning(person)} onUnban={() => setUnbanning(person)} />
        </li>
      ))}
    </ul>
  );

  let results: ReactNode = null;
  if (query !== '') {
    if (search.isError)
      results = (
        <QueryError error={search.error} title={t('people.failed')} onRetry={() => void search.refetch()} />
      );
    else if (search.isPending)
      results = (
        <div role="status">
          <span className="sr-only">{t('people.loading')}</span>
          <div aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-stone-100" />
        </div>
      );
    else if (search.data.items.length === 0)
      results = <p className="text-stone-600">{t('people.noMatch', { query })}</p>;
    else results = list(search.data.items, t('people.results'));
  }

  let bans: ReactNode;
  if (banned.isError)
    bans = (
      <QueryError error={banned.error} title={t('people.failed')} onRetry={() => void banned.refetch()} />
    );
  else if (banned.isPending)
    bans = <div aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-stone-100" />;
  else if (banned.data.items.length === 0)
    bans = <EmptyState icon={UserX} title={t('people.noBans')} description={t('people.noBansBody')} />;
  else bans = list(banned.data.items, t('people.bannedNow'));

  return (
    <AdminLayout title={t('people.title')} description={t('people.description')}>
      {isAdmin && (
        <>
          <Form onSubmit={onSearch} role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label={t('people.search')}
              type="search"
              value={draft}
              onChange={setDraft}
              placeholder={t('people.searchPlaceholder')}
              className="sm:w-96"
            />
            <Button type="submit" isDisabled={draft.trim() === ''}>
              {t('people.find')}
            </Button>
          </Form>
          {results}
          <section aria-labelledby="people-banned" className="space-y-3">
            <h2 id="people-banned" className="text-lg font-semibold text-stone-900">
              {t('people.bannedNow')}
            </h2>
            {bans}
          </section>
          <BanDialog person={banning} onClose={() => setBanning(null)} />
          <ReportsReasonDialog
            isOpen={unbanning !== null}
            title={t('people.unbanTitle', { name: unbanning?.nickname ?? '' })}
            hint={t('people.unbanHint')}
            confirm={t('people.unban')}
            isPending={unban.isPending}
            error={unban.error}
            onConfirm={(reason) => unbanning && unban.mutate({ no: unbanning.no, reason })}
            onClose={() => {
              setUnbanning(null);
              unban.reset();
            }}
          />
        </>
      )}
    </AdminLayout>
  );
}

function PersonRow({
  person,
  onBan,
  onUnban,
}: {
  person: TAdminUser;
  onBan: () => void;
  onUnban: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-stone-900">
          {person.nickname}
          {person.role === 'admin' && <Badge tone="pine">{t('people.admin')}</Badge>}
          {person.ban && <Badge tone="orange">{t('people.banned')}</Badge>}
        </p>
        <p className="text-sm break-all text-stone-600">
          {person.email} · {t('people.joined', { date: formatDate(person.createdAt) })}
        </p>
        {person.ban && (
          <p className="mt-1 text-sm break-words text-stone-700">
            {person.ban.until
              ? t('people.banUntil', { date: formatDate(person.ban.until), reason: person.ban.reason })
              : t('people.banIndefinite', { reason: person.ban.reason })}
          </p>
        )}
      </div>
      {person.role !== 'admin' &&
        (person.ban ? (
          <Button
            variant="secondary"
            onPress={onUnban}
            aria-label={t('people.unbanLabel', { name: person.nickname })}
          >
            {t('people.unban')}
          </Button>
        ) : (
          <Button onPress={onBan} aria-label={t('people.banLabel', { name: person.nickname })}>
            {t('people.ban')}
          </Button>
        ))}
    </Card>
  );
}
