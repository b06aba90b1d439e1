import { PASSWORD_MIN_LENGTH, ZPassword } from '@sidecamp/domain';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { recheckSession } from '../../../app/session/sessionCheck';
import { useUiStore } from '../../../app/store/uiStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { TextField } from '../../../ui/TextField';

type Errors = { password?: string; confirm?: string };

/**
 * The page a reset e-mail links to (`/reset-password?token=`): a new password, once. The server
 * ends every session of the account, so the person logs in again afterwards.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const [searchParams] = useSearchParams();
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const reset = useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest('/auth/password/reset', { method: 'POST', body: input, schema: 'ZOk' }),
    // Every session of the account ended; if this tab was logged in, it should say so now.
    onSuccess: () => void recheckSession(),
    onError: (error) => {
      if (error instanceof ApiError) {
        const message = error.fieldMessage('password');
        if (message) setErrors({ password: message });
      }
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    const checked = ZPassword.safeParse(password);
    if (password === '') found.password = t('reset.errors.passwordRequired');
    else if (!checked.success) found.password = checked.error.issues[0]?.message;
    if (!found.password && confirm !== password) found.confirm = t('reset.errors.mismatch');
    setErrors(found);
    if (found.password || found.confirm) return;
    reset.mutate({ token, password });
  };

  // A token the server refuses, or one too short to be ours, means the link is spent or broken.
  const linkInvalid =
    token.length < 20 ||
    (reset.error instanceof ApiError &&
      (reset.error.code === 'RESET_LINK_INVALID' || reset.error.fieldMessage('token') !== undefined));

  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title={t('reset.title')} description={t('reset.description')} />
      <Card className="mt-6 p-6 sm:p-8">
        {reset.isSuccess ? (
          <div className="text-center">
            <span
              aria-hidden="true"
              className="mx-auto grid size-12 place-items-center rounded-xl bg-pine-50 ring-1 ring-pine-200"
            >
              <CircleCheck className="size-6 text-pine-700" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-stone-900">{t('reset.doneTitle')}</h2>
            <p role="status" className="mt-2 text-stone-600">
              {t('reset.doneBody')}
            </p>
            <Button className="mt-6" onPress={() => openLogin(true)}>
              {t('reset.logIn')}
            </Button>
          </div>
        ) : linkInvalid ? (
          <div className="space-y-5">
            <FormAlert>
              <p className="font-semibold">{t('reset.invalidTitle')}</p>
              <p>{t('reset.invalidBody')}</p>
            </FormAlert>
            <ButtonLink to="/forgot-password">{t('reset.requestNew')}</ButtonLink>
          </div>
        ) : (
          <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
            <TextField
              label={t('reset.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              autoFocus
              description={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
            <TextField
              label={t('reset.confirm')}
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={setConfirm}
              error={errors.confirm}
            />
            {reset.error && !errors.password && (
              <FormAlert>
                {reset.error instanceof ApiError
                  ? errorMessage(reset.error, tCommon)
                  : tCommon('errors.INTERNAL')}
              </FormAlert>
            )}
            <Button type="submit" size="lg" className="w-full" isPending={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
