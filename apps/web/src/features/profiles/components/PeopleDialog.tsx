import { relativeTime } from '@sidecamp/domain/core';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { jobWithGroup } from '../../../ui/codeLabels';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert } from '../../../ui/FormAlert';
import { usePeopleList } from '../hooks/usePeopleList';

/** Who follows a person, or whom they follow, in a dialog with "load more". */
export function PeopleDialog({
  no,
  nickname,
  kind,
  onClose,
}: {
  no: number;
  nickname: string;
  /** null while closed. */
  kind: 'followers' | 'following' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const list = usePeopleList(no, kind ?? 'followers', kind !== null);
  const people = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Dialog
      isOpen={kind !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        kind === 'following'
          ? t('people.followingTitle', { nickname })
          : t('people.followersTitle', { nickname })
      }
      closeLabel={tCommon('actions.close')}
    >
      {list.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{tCommon('shell.loading')}</span>
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex animate-pulse items-center gap-3">
              <span className="size-9 rounded-full bg-stone-200" />
              <span className="h-4 w-40 rounded bg-stone-200" />
            </div>
          ))}
        </div>
      ) : list.isError ? (
        <FormAlert>
          {list.error instanceof ApiError ? errorMessage(list.error, tCommon) : tCommon('errors.INTERNAL')}
        </FormAlert>
      ) : people.length === 0 ? (
        <div className="py-6 text-center">
          <Users aria-hidden="true" className="mx-auto size-8 text-stone-400" />
          <p className="mt-3 text-stone-600">
            {kind === 'following'
              ? t('people.followingEmpty', { nickname })
              : t('people.followersEmpty', { nickname })}
          </p>
        </div>
      ) : (
        <>
          <p className="-mt-2 mb-3 text-sm text-stone-500">{t('people.count', { count: total })}</p>
          <ul className="divide-y divide-stone-100">
            {people.map((person) => (
              <li key={person.no}>
                <Link
                  to={`/u/${person.no}`}
                  onClick={onClose}
                  className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-stone-50"
                >
                  <Avatar src={person.img} name={person.nickname} size={36} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-stone-900">{person.nickname}</span>
                    <span className="block truncate text-sm text-stone-500">
                      {jobWithGroup(person.mainJobDetail, person.mainJob) ?? t('people.noJob')}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-stone-500">
                    {t('people.since', { when: relativeTime(new Date(person.since)) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-4 w-full"
              onPress={() => void list.fetchNextPage()}
              isPending={list.isFetchingNextPage}
            >
              {t('people.loadMore')}
            </Button>
          )}
        </>
      )}
    </Dialog>
  );
}
