import type { TBooth } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { Check, Search, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { Avatar } from '../../../../ui/Avatar';
import { Button } from '../../../../ui/Button';
import { jobLabel } from '../../../../ui/codeLabels';
import { Dialog } from '../../../../ui/Dialog';
import { TextField } from '../../../../ui/TextField';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';
import { useTeamRequests } from '../../hooks/team/useTeamRequests';

const MESSAGE_MAX = 500;

/**
 * The owner finds people by nickname (the member finder's search) and invites them one at a time,
 * with an optional message; the invited person accepts or declines.
 */
export function InviteToBoothDialog({
  booth,
  isOpen,
  onOpenChange,
}: {
  booth: TBooth;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [message, setMessage] = useState('');
  const [invited, setInvited] = useState<ReadonlySet<number>>(new Set());
  const teamNos = new Set(booth.team.map((member) => member.person.no));
  // Open invitations from the team's list (an invitation withdrawn on the card is gone from it),
  // and the ones sent in this dialog until the list has them.
  const requests = useTeamRequests(booth.id, isOpen);
  const invitedNos = new Set([
    ...invited,
    ...(requests.data?.items ?? [])
      .filter((request) => request.kind === 'invitation')
      .map((request) => request.person.no),
  ]);
  const people = useQuery({
    queryKey: ['finder', 'people', 'booth-invite', q],
    queryFn: ({ signal }) => boothTeamApi.searchPeople(q, signal),
    enabled: isOpen && q !== '',
  });
  const invite = useApiMutation({
    mutationFn: (person: { no: number; nickname: string }) =>
      boothTeamApi.invite(booth.id, { userNo: person.no, message: message.trim() }),
    invalidate: [boothKeys.teamRequests(booth.id)],
    success: (_, person) => t('team.inviteSent', { nickname: person.nickname }),
    onSuccess: (_, person) => setInvited((current) => new Set(current).add(person.no)),
  });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(text.trim());
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) setInvited(new Set());
        onOpenChange(next);
      }}
      title={t('team.inviteTitle', { name: booth.name })}
      closeLabel={tCommon('actions.close')}
      size="md"
    >
      <div className="space-y-4">
        <TextField
          label={t('team.inviteMessage')}
          multiline
          rows={2}
          value={message}
          maxLength={MESSAGE_MAX}
          onChange={setMessage}
          description={t('team.messageHint', { max: MESSAGE_MAX })}
        />
        <search>
          <form onSubmit={search} className="flex gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                label={t('team.searchLabel')}
                value={text}
                onChange={setText}
                placeholder={t('team.searchPlaceholder')}
              />
            </div>
            <Button type="submit" variant="secondary" className="self-end" aria-label={t('team.search')}>
              <Search aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{t('team.search')}</span>
            </Button>
          </form>
        </search>
        {q !== '' && (
          <div aria-live="polite">
            {people.isPending ? (
              <p className="text-sm text-stone-500">{t('team.searching')}</p>
            ) : people.isError ? (
              <p className="text-sm text-amber-800">{t('team.searchError')}</p>
            ) : people.data.items.length === 0 ? (
              <p className="text-sm text-stone-600">{t('team.noneFound', { q })}</p>
            ) : (
              <ul
                className="divide-y divide-stone-100 rounded-xl border border-stone-200"
                aria-label={t('team.results')}
              >
                {people.data.items.map((person) => {
                  const job = jobLabel(person.mainJobDetail);
                  return (
                    <li key={person.no} className="flex items-center gap-3 px-3 py-2.5">
                      <Avatar src={person.img} name={person.nickname} />
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-semibold text-stone-900">{person.nickname}</p>
                        {job && <p className="truncate text-xs text-stone-500">{job}</p>}
                      </div>
                      {teamNos.has(person.no) ? (
                        <span className="text-sm text-stone-500">{t('team.onTeam')}</span>
                      ) : invitedNos.has(person.no) ? (
                        <span className="inline-flex items-center gap-1 text-sm font-medium text-pine-800">
                          <Check aria-hidden="true" className="size-4" />
                          {t('team.invitedShort')}
                        </span>
                      ) : (
                        <Button
                          size="sm"
                          isDisabled={invite.isPending}
                          onPress={() => invite.mutate({ no: person.no, nickname: person.nickname })}
                          aria-label={t('team.inviteLabel', { nickname: person.nickname })}
                        >
                          <Send aria-hidden="true" className="size-4" />
                          {t('team.inviteShort')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
      </div>
    </Dialog>
  );
}
