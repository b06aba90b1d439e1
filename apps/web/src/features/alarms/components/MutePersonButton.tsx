import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { alarmKeys, alarmsApi } from '../api/alarmsApi';

/** Mute a person without blocking them: nothing they do notifies me, and they are not told. */
export function MutePersonButton({ userNo, nickname }: { userNo: number; nickname: string }) {
  const { t } = useTranslation('alarms');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const queryClient = useQueryClient();
  const mutes = useQuery({
    queryKey: alarmKeys.mutes(),
    queryFn: ({ signal }) => alarmsApi.mutes(signal),
    enabled: loggedIn,
  });
  const muted = mutes.data?.items.some((person) => person.no === userNo) ?? false;
  const toggle = useMutation({
    mutationFn: () => (muted ? alarmsApi.unmute(userNo) : alarmsApi.mute(userNo)),
    onSuccess: () => {
      toast.success(muted ? t('mute.unmuted', { nickname }) : t('mute.muted', { nickname }));
      void queryClient.invalidateQueries({ queryKey: alarmKeys.mutes() });
    },
    onError: () => toast.error(t('mute.failed')),
  });
  if (!loggedIn || !mutes.data) return null;
  return (
    <Button variant="secondary" onPress={() => toggle.mutate()} isDisabled={toggle.isPending}>
      {muted ? (
        <BellRing aria-hidden="true" className="size-4" />
      ) : (
        <BellOff aria-hidden="true" className="size-4" />
      )}
      {muted ? t('mute.unmute') : t('mute.mute')}
    </Button>
  );
}
