import { isValidEmail, PASSWORD_MAX_LENGTH, ZSessionUser } from '@sidecamp/domain';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { startLoggedInSession } from '../../../app/session/sessionCheck';
import { useUiStore } from '../../../app/store/uiStore';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';

type LoginFields = { email: string; password: string };
type FieldErrors = Partial<Record<keyof LoginFields, string>>;

/** Checks the form before anything is sent; returns one message key per invalid field. */
function validate(fields: LoginFields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.email.trim() === '') errors.email = 'login.errors.emailRequired';
  else if (!isValidEmail(fields.email.trim())) errors.email = 'login.errors.emailInvalid';
  if (fields.password === '') errors.password = 'login.errors.passwordRequired';
  else if (fields.password.length > PASSWORD_MAX_LENGTH) errors.password = 'login.errors.passwordTooLong';
  return errors;
}

/**
 * E-mail and password login, opened by the header button and by `?action=login`. The form and its
 * 'auth' translations load only when the dialog first opens.
 */
export function LoginDialog() {
  const isOpen = useUiStore((state) => state.loginDialogOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogContent />
    </Suspense>
  );
}

function LoginDialogContent() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const isOpen = useUiStore((state) => state.loginDialogOpen);
  const setOpen = useUiStore((state) => state.setLoginDialogOpen);
  const [fields, setFields] = useState<LoginFields>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const login = useMutation({
    mutationFn: (input: LoginFields) =>
      apiRequest('/auth/login', { method: 'POST', body: input, schema: z.object({ user: ZSessionUser }) }),
    onSuccess: ({ user }) => {
      startLoggedInSession(user);
      setOpen(false);
      toast.success(tCommon('session.welcome', { nickname: user.nickname }));
    },
  });

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setFieldErrors({});
      login.reset();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(fields);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate({ email: fields.email.trim(), password: fields.password });
  };

  const apiError = login.error instanceof ApiError ? login.error : null;
  const serverFieldError = (field: keyof LoginFields) => apiError?.fieldMessage(field);
  const fieldError = (field: keyof LoginFields) => {
    const key = fieldErrors[field];
    return key ? t(key) : serverFieldError(field);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      closeLabel={tCommon('actions.close')}
    >
      <p className="-mt-2 mb-5 text-sm text-stone-600">{t('login.intro')}</p>
      <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-4">
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          value={fields.email}
          onChange={(email) => setFields((current) => ({ ...current, email }))}
          error={fieldError('email')}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={fields.password}
          onChange={(password) => setFields((current) => ({ ...current, password }))}
          error={fieldError('password')}
        />
        {login.error && (
          <div
            role="alert"
            className="flex gap-3 rounded-xl bg-amber-50 p-3.5 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{apiError ? errorMessage(apiError, tCommon) : tCommon('errors.INTERNAL')}</p>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" isPending={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
      <p className="mt-5 text-center text-sm text-stone-600">
        {t('login.noAccount')}{' '}
        <Link
          to="/support"
          onClick={() => onOpenChange(false)}
          className="font-medium text-pine-700 hover:underline"
        >
          {t('login.learnMore')}
        </Link>
      </p>
    </Dialog>
  );
}
