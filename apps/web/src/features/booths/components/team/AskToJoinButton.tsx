import { Check, UsersRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api/ApiError';
import { errorMessage } from '../../../../app/api/errorMessage';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { runAsMember } from '../../../../app/session/memberAction';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { FormAlert } from '../../../../ui/FormAlert';
import { TextField } from '../../../../ui/TextField';
import { boothKeys } from '../../api/boothKeys';
import { boothTeamApi } from '../../api/boothTeamApi';

const MESSAGE_MAX = 500;

/**
 * "Ask to join the team": a message to the owner, who accepts or declines. One open request per
 * person; while it is open (`pendingRequestId`, the booth's viewer.pendingJoinRequestId) the
 * button says so and offers to withdraw it (the server refuses a second one while it is open).
 */
export function AskToJoinButton({
  boothId,
  boothName,
  pendingRequestId,
}: {
  boothId: number;
  boothName: string;
  pendingRequestId: number | null;
}) {
  const { t } = useTranslation('booths');
  const { t: tCommon } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  // Only the booth itself says whether a request is open; its lists stay as they are.
  const invalidate = [boothKeys.view(boothId)];
  const ask = useApiMutation({
    mutationFn: () => boothTeamApi.askToJoin(boothId, message.trim()),
    invalidate,
    toastErrors: false,
    success: t('team.requestSent'),
    onSuccess: () => setOpen(false),
  });
  const withdraw = useApiMutation({
    mutationFn: (requestId: number) => boothTeamApi.withdrawTeamRequest(requestId),
    invalidate,
    toastErrors: false,
    success: t('team.requestWithdrawn'),
    onSuccess: () => ask.reset(),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ask.isPending) ask.mutate();
  };
  // Right after sending, the answer stands in until the booth is fetched again; once a withdrawal
  // failed (answered or gone meanwhile), only the refreshed booth says whether one is open.
  const requestId = pendingRequestId ?? (ask.isSuccess && !withdraw.isError ? ask.data.id : null);
  const withdrawFailed = withdraw.error instanceof ApiError && (
    <FormAlert className="basis-full">{errorMessage(withdraw.error, tCommon)}</FormAlert>
  );

  if (requestId !== null) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-pine-800" role="status">
          <Check aria-hidden="true" className="size-4" />
          {t('team.requestPending')}
        </p>
        <Button
          variant="ghost"
          size="sm"
          isPending={withdraw.isPending}
          onPress={() => withdraw.mutate(requestId)}
        >
          {t('team.withdrawRequest')}
        </Button>
        {withdrawFailed}
      </div>
    );
  }
  return (
    <>
      <Button variant="secondary" onPress={() => runAsMember(() => setOpen(true))}>
        <UsersRound aria-hidden="true" className="size-4" />
        {t('team.askToJoin')}
      </Button>
      {withdrawFailed}
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
