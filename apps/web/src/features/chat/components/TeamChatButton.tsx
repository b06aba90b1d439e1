import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { useApiMutation } from '../../projects';
import { chatApi } from '../api/chatApi';
import { refreshChatList } from '../realtime/chatSync';

/** "Team chat" on a project a person belongs to: opens the project's team chat. */
export function TeamChatButton({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const open = useApiMutation({
    mutationFn: () => chatApi.team(projectNo),
    onSuccess: (room) => {
      void refreshChatList();
      navigate(`/chat/${room._id}`);
    },
  });
  return (
    <Button variant="secondary" isDisabled={open.isPending} onPress={() => open.mutate()}>
      <MessagesSquare aria-hidden="true" className="size-4" />
      {t('teamChat')}
    </Button>
  );
}
