import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { chatApi } from '../api/chatApi';
import { refreshChatList } from '../realtime/chatSync';

/**
 * "Message" on a profile: opens (or reopens) the one-to-one chat with this person. `label` names
 * the button where the page says why (a booth's "Ask the team" opens a chat with its owner).
 */
export function StartChatButton({
  userNo,
  variant = 'secondary',
  label,
}: {
  userNo: number;
  variant?: 'primary' | 'secondary';
  label?: string;
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const myNo = useUserStore((state) => state.profile?.no);
  const start = useApiMutation({
    mutationFn: () => chatApi.direct(userNo),
    onSuccess: (room) => {
      void refreshChatList();
      navigate(`/chat/${room._id}`);
    },
  });
  if (myNo === userNo) return null;
  return (
    <Button variant={variant} isDisabled={start.isPending} onPress={() => runAsMember(() => start.mutate())}>
      <MessageCircle aria-hidden="true" className="size-4" />
      {label ?? t('startChat')}
    </Button>
  );
}
