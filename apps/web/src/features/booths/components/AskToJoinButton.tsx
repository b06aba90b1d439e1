import { Check, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { boothApi } from '../api/boothApi';

const MESSAGE_MAX = 500;

/**
 * "Ask to join the team": a message to the owner, who accepts or declines. One open request per
 * person; once sent, the button says so (the server refuses a second one while it is open).
 */
export function AskToJoinButton({ boothId, boothName }: { boothId: number; boothName: string }) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const ask = useApiMutation({
    mutationFn: () => boothApi.askToJoin(boothId, message.trim()),
    toastErrors: false,
    success: t('team.requestSent'),
    onSuccess: () => setOpen(false),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ask.isPending) ask.mutate();
  };

  if (ask.isSuccess) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-800" role="status">
        <Check aria-hidden="true" className="size-4" />
        {t('team.requestPending')}
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" onPress={() => (loggedIn ? setOpen(true) : openLogin(true))}>
        <UsersRound aria-hidden="true" className="size-4" />
        {t('team.askToJoin')}
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={(next) => {
          if (!next) ask.reset();
          setOpen(next);
        }}
        title={t('team.askToJoinTitle', { name: boothName })}
        closeLabel={tCommon('actions.close')}
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-stone-600">{t('team.askToJoinBody')}</p>
          <TextField
            label={t('team.message')}
            multiline
            rows={4}
            value={message}
            maxLength={MESSAGE_MAX}
            onChange={setMessage}
            description={t('team.messageHint', { max: MESSAGE_MAX })}
          />
          {ask.error instanceof ApiError && <FormAlert>{errorMessage(ask.error, tCommon)}</FormAlert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" variant="launch" isPending={ask.isPending}>
              {t('team.sendRequest')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
