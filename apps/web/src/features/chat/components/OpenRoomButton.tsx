import type { TChatRoom } from '@sidecamp/domain';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { Button } from '../../../ui/Button';
import { chatApi } from '../api/chatApi';
import { refreshChatList } from '../realtime/chatSync';

/** A button that opens (and joins) a room, then goes to it: the team chat of a project, a group's chat. */
function OpenRoomButton({
  open,
  label,
  size,
}: {
  open: () => Promise<TChatRoom>;
  label: string;
  size?: 'sm';
}) {
  const navigate = useNavigate();
  const opening = useApiMutation({
    mutationFn: open,
    onSuccess: (room) => {
      void refreshChatList();
      navigate(`/chat/${room._id}`);
    },
  });
  return (
    <Button variant="secondary" size={size} isDisabled={opening.isPending} onPress={() => opening.mutate()}>
      <MessagesSquare aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** "Team chat" on a project a person belongs to. */
export function TeamChatButton({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('chat');
  return <OpenRoomButton open={() => chatApi.team(projectNo)} label={t('teamChat')} />;
}

/** "Open group chat" for an active member of a group. */
export function GroupChatButton({ groupId }: { groupId: number }) {
  const { t } = useTranslation('lounge');
  return <OpenRoomButton open={() => chatApi.group(groupId)} label={t('groups.openChat')} size="sm" />;
}
