import { useQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { QueryError } from '../../../ui/QueryError';
import { chatApi } from '../api/chatApi';
import { chatKeys } from '../api/chatKeys';
import { PageTitle } from '../components/PageTitle';
import { refreshChatList } from '../realtime/chatSync';

/** A join link to one open chat (/chat/open/:roomId): what it is, and Join. */
export function OpenChatJoinPage() {
  const { t } = useTranslation('chat');
  const { roomId = '' } = useParams();
  const navigate = useNavigate();
  const me = useUserStore((state) => state.profile);
  const card = useQuery({ queryKey: chatKeys.openCard(roomId), queryFn: () => chatApi.openCard(roomId) });
  const join = useApiMutation({
    mutationFn: () => chatApi.join(roomId, me?.nickname ?? ''),
    onSuccess: (room) => {
      void refreshChatList();
      navigate(`/chat/${room._id}`);
    },
  });
  return (
    <div className="mx-auto max-w-lg">
      <PageTitle title={card.data?.name ?? t('open.title')} />
      {card.isPending && <p className="text-stone-500">{t('open.loading')}</p>}
      {card.isError && <QueryError error={card.error} title={t('open.linkError')} />}
      {card.data && (
        <Card className="p-8 text-center">
          <span
            aria-hidden="true"
            className="mx-auto grid size-14 place-items-center rounded-full bg-connect-soft text-connect-ink"
          >
            <Hash className="size-7" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-stone-900">{card.data.name}</h1>
          {card.data.description && <p className="mt-2 text-stone-700">{card.data.description}</p>}
          <p className="mt-2 text-sm text-stone-500">
            {t('room.participants', { count: card.data.participantsSize })}
            {card.data.host && ` · ${t('open.hostedBy', { name: card.data.host.nickname })}`}
          </p>
          <div className="mt-6 flex justify-center gap-2">
            <ButtonLink to="/chat/open" variant="secondary">
              {t('open.browse')}
            </ButtonLink>
            {card.data.joined ? (
              <ButtonLink to={`/chat/${roomId}`}>{t('open.openRoom')}</ButtonLink>
            ) : (
              <Button isDisabled={join.isPending} onPress={() => runAsMember(() => join.mutate())}>
                {t('open.join')}
              </Button>
            )}
          </div>
        </Card>
      )}
    </div>
  );
}
