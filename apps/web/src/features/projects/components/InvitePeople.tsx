import type { TProjectDetail } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { Search, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../app/api/apiClient';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { jobLabel, skillLabel } from '../../../ui/codeLabels';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { projectApi } from '../api/projectApi';
import { projectKeys } from '../api/projectKeys';

/**
 * Invite people found by nickname through the member finder's search. Several can be picked and
 * invited at once, optionally for one open position; the server refuses the whole batch if anyone
 * is already a member or invited, and its message names them.
 */
export function InvitePeople({ project }: { project: TProjectDetail }) {
  const { t } = useTranslation('projects');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [positionId, setPositionId] = useState('');
  const [message, setMessage] = useState('');
  const memberNos = new Set(project.members.map((member) => member.person.no));
  const openPositions = project.positions.filter((position) => !position.closed && !position.full);

  const people = useQuery({
    queryKey: ['finder', 'people', 'invite', q],
    queryFn: ({ signal }) =>
      apiRequest(`/people?${new URLSearchParams({ q, limit: '8' }).toString()}`, {
        schema: 'ZPeoplePage',
        signal,
      }),
    enabled: q !== '',
  });
  const invite = useApiMutation({
    mutationFn: () =>
      projectApi.invite(project.no, {
        userNos: [...picked.keys()],
        positionId: positionId ? Number(positionId) : null,
        message: message.trim(),
      }),
    invalidate: [projectKeys.invitations(project.no)],
    success: (result) => t('invite.sent', { count: result.items.length }),
    onSuccess: () => {
      setPicked(new Map());
      setMessage('');
    },
  });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(text.trim());
  };
  const toggle = (no: number, nickname: string, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(no, nickname);
      else next.delete(no);
      return next;
    });

  return (
    <div className="space-y-4">
      <search>
        <form onSubmit={search} className="flex gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('invite.searchLabel')}
              value={text}
              onChange={setText}
              placeholder={t('invite.searchPlaceholder')}
            />
          </div>
          <Button type="submit" variant="secondary" className="self-end" aria-label={t('invite.search')}>
            <Search aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t('invite.search')}</span>
          </Button>
        </form>
      </search>

      {q !== '' && (
        <div aria-live="polite">
          {people.isPending ? (
            <p className="text-sm text-stone-500">{t('invite.searching')}</p>
          ) : people.isError ? (
            <p className="text-sm text-amber-800">{t('invite.searchError')}</p>
          ) : people.data.items.length === 0 ? (
            <p className="text-sm text-stone-600">{t('invite.noneFound', { q })}</p>
          ) : (
            <ul
              className="divide-y divide-stone-100 rounded-xl border border-stone-200"
              aria-label={t('invite.results')}
            >
              {people.data.items.map((person) => {
                const onTeam = memberNos.has(person.no);
                return (
                  <li key={person.no} className="flex items-center gap-3 px-3 py-2.5">
                    <Avatar src={person.img} name={person.nickname} />
                    <div className="min-w-0 flex-1">
                      {onTeam ? (
                        <p className="text-sm">
                          <span className="font-semibold text-stone-900">{person.nickname}</span>{' '}
                          <span className="text-stone-500">{t('invite.onTeam')}</span>
                        </p>
                      ) : (
                        <CheckboxField
                          label={person.nickname}
                          description={[jobLabel(person.mainJobDetail), skillLabel(person.skillLevel)]
                            .filter(Boolean)
                            .join(' · ')}
                          isSelected={picked.has(person.no)}
                          onChange={(on) => toggle(person.no, person.nickname, on)}
                        />
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}

      {picked.size > 0 && (
        <div className="space-y-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <p className="text-sm text-stone-700">
            {t('invite.picked', { names: [...picked.values()].join(', ') })}
          </p>
          <SelectField
            compact
            label={t('invite.position')}
            placeholder={t('invite.anyPosition')}
            value={positionId}
            onChange={setPositionId}
            options={openPositions.map((position) => ({
              value: String(position.id),
              label: `${jobLabel(position.jobCode)} · ${skillLabel(position.skillLevel)}`,
            }))}
          />
          <TextField
            label={t('invite.message')}
            value={message}
            onChange={setMessage}
            multiline
            rows={2}
            maxLength={500}
          />
          <Button onPress={() => invite.mutate()} isDisabled={invite.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {t('invite.send', { count: picked.size })}
          </Button>
        </div>
      )}
    </div>
  );
}
