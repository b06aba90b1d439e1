import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { chatApi } from '../../chat/api/chatApi';
import { refreshChatList } from '../../chat/realtime/chatSync';
import { useApiMutation } from '../../projects';

/** "Open group chat" for an active member: opens (and joins) the group's chat room. */
export function GroupChatButton({ groupId }: { groupId: number }) {
  const { t } = useTranslation('lounge');
  const navigate = useNavigate();
  const open = useApiMutation({
    mutationFn: () => chatApi.group(groupId),
    onSuccess: (room) => {
      void refreshChatList();
      navigate(`/chat/${room._id}`);
    },
  });
  return (
    <Button variant="secondary" size="sm" isDisabled={open.isPending} onPress={() => open.mutate()}>
      <MessagesSquare aria-hidden="true" className="size-4" />
      {t('groups.openChat')}
    </Button>
  );
}
