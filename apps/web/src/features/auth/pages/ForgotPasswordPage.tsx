import { isValidEmail } from '@sidecamp/domain/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUiStore } from '../../../app/store/uiStore';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { TextField } from '../../../ui/TextField';

/**
 * Asks for a reset link (F2.6). The answer is the same whether or not an account has the address,
 * so the page never tells anyone who is registered.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const request = useMutation({
    mutationFn: (address: string) =>
      apiRequest('/auth/password/reset-request', { method: 'POST', body: { email: address }, schema: 'ZOk' }),
  });
  // Only where no SMTP server is configured does the link land on the development mail page.
  const outbox = useQuery({
    queryKey: ['dev-mail', 'transport'],
    queryFn: ({ signal }) => apiRequest('/dev/mail', { schema: 'ZDevMailList', signal }),
    enabled: request.isSuccess,
    retry: false,
    select: (mail) => mail.transport === 'outbox',
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return setError(t('forgot.errors.emailRequired'));
    if (!isValidEmail(address)) return setError(t('forgot.errors.emailInvalid'));
    setError(undefined);
    request.mutate(address.toLowerCase());
  };

  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title={t('forgot.title')} description={t('forgot.description')} />
      <Card className="mt-6 p-6 sm:p-8">
        {request.isSuccess ? (
          <div className="text-center">
            <span
              aria-hidden="true"
              className="mx-auto grid size-12 place-items-center rounded-xl bg-pine-50 ring-1 ring-pine-200"
            >
              <MailCheck className="size-6 text-pine-700" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-stone-900">{t('forgot.sentTitle')}</h2>
            <p role="status" className="mt-2 text-stone-600">
              {t('forgot.sentBody', { email: request.variables })}
            </p>
            {outbox.data && (
              <p className="mt-4 rounded-xl bg-stone-50 p-3 text-sm text-stone-600 ring-1 ring-stone-200">
                {t('forgot.devHint')}{' '}
                <Link to="/dev/mail" className="font-medium text-pine-700 hover:underline">
                  {t('forgot.devLink')}
                </Link>
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button onPress={() => openLogin(true)}>{t('forgot.backToLogin')}</Button>
              <Button variant="secondary" onPress={() => request.reset()}>
                {t('forgot.again')}
              </Button>
            </div>
          </div>
        ) : (
          <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
            <TextField
              label={t('forgot.email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoFocus
              value={email}
              onChange={setEmail}
              error={error}
            />
            {request.error && (
              <FormAlert>
                {request.error instanceof ApiError
                  ? errorMessage(request.error, tCommon)
                  : tCommon('errors.INTERNAL')}
              </FormAlert>
            )}
            <Button type="submit" size="lg" className="w-full" isPending={request.isPending}>
              {t('forgot.submit')}
            </Button>
            <p className="text-center text-sm">
              <button
                type="button"
                onClick={() => openLogin(true)}
                className="inline-flex cursor-pointer items-center gap-1.5 font-medium text-pine-700 hover:underline"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('forgot.backToLogin')}
              </button>
            </p>
          </Form>
        )}
      </Card>
    </div>
  );
}
