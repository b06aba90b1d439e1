import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { translationList } from '../../../app/i18n/translationList';
import { closeRealtimeSocket, endingSessionOnPurpose } from '../../../app/realtime/realtimeSocket';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { SettingsSection } from './SettingsSection';

/** The word the server requires (ZWithdrawInput), typed by hand so nobody withdraws by accident. */
const CONFIRM_WORD = 'WITHDRAW';

/** Delete my account (F2.5), behind a dialog that asks for the word and the password. */
export function WithdrawSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete"
      icon={TriangleAlert}
      tone="danger"
      title={t('withdraw.title')}
      description={t('withdraw.description')}
    >
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('withdraw.open')}
      </Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('withdraw.dialogTitle')}
        closeLabel={tCommon('actions.close')}
        size="md"
      >
        {open && <WithdrawForm hasPassword={hasPassword} onCancel={() => setOpen(false)} />}
      </Dialog>
    </SettingsSection>
  );
}

function WithdrawForm({ hasPassword, onCancel }: { hasPassword: boolean; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const withdraw = useMutation({
    mutationFn: (input: { confirm: typeof CONFIRM_WORD; password?: string }) => {
      // The socket hears the session end too; this tab says it its own way below.
      endingSessionOnPurpose(true);
      return apiRequest('/auth/user_withdrawl', { method: 'POST', body: input, schema: 'ZOk' });
    },
    onSuccess: () => {
      // The server ended every session; this tab forgets the account the same way a log-out does.
      endingSessionOnPurpose(false);
      closeRealtimeSocket();
      useUserStore.getState().logOut();
      queryClient.clear();
      toast.success(t('withdraw.done'));
      navigate('/', { replace: true });
    },
    onError: (error) => {
      endingSessionOnPurpose(false);
      if (error instanceof ApiError) setPasswordError(error.fieldMessage('password'));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (word !== CONFIRM_WORD) return;
    if (hasPassword && password === '') {
      setPasswordError(t('withdraw.passwordRequired'));
      return;
    }
    setPasswordError(undefined);
    withdraw.mutate({ confirm: CONFIRM_WORD, ...(hasPassword ? { password } : {}) });
  };

  const banner =
    withdraw.error && !(withdraw.error instanceof ApiError && withdraw.error.fieldMessage('password'))
      ? withdraw.error instanceof ApiError
        ? errorMessage(withdraw.error, tCommon)
        : tCommon('errors.INTERNAL')
      : null;

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-5">
      <ul className="space-y-2 text-sm text-stone-700">
        {translationList(t, 'withdraw.consequences').map((line) => (
          <li key={line} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            {line}
          </li>
        ))}
      </ul>
      <TextField
        label={t('withdraw.typeWord', { word: CONFIRM_WORD })}
        value={word}
        onChange={setWord}
        autoComplete="off"
        spellCheck="false"
      />
      {hasPassword && (
        <TextField
          label={t('withdraw.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
        />
      )}
      {banner && <FormAlert>{banner}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onCancel}>
          {t('withdraw.cancel')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          isDisabled={word !== CONFIRM_WORD}
          isPending={withdraw.isPending}
        >
          {t('withdraw.confirm')}
        </Button>
      </div>
    </Form>
  );
}
