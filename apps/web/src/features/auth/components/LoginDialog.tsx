import {
  isValidEmail,
  LOGIN_PROVIDERS,
  PASSWORD_MAX_LENGTH,
  SOCIAL_LOGIN_ERROR_MESSAGES,
} from '@sidecamp/domain/core';
import { useMutation } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { type FormEvent, Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { startLoggedInSession } from '../../../app/session/sessionCheck';
import { useUiStore } from '../../../app/store/uiStore';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert } from '../../../ui/FormAlert';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { SocialLoginButtons } from './SocialLoginButtons';

type LoginFields = { email: string; password: string };
type FieldErrors = Partial<Record<keyof LoginFields, string>>;

/** Address parameters the social-login callback leaves for this dialog (with `?action=login`). */
const LINK_PARAM = 'link';
const SOCIAL_ERROR_PARAM = 'socialError';

/** Checks the form before anything is sent; returns one message key per invalid field. */
function validate(fields: LoginFields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.email.trim() === '') errors.email = 'login.errors.emailRequired';
  else if (!isValidEmail(fields.email.trim())) errors.email = 'login.errors.emailInvalid';
  if (fields.password === '') errors.password = 'login.errors.passwordRequired';
  else if (fields.password.length > PASSWORD_MAX_LENGTH) errors.password = 'login.errors.passwordTooLong';
  return errors;
}

function socialErrorMessage(code: string): string {
  return Object.hasOwn(SOCIAL_LOGIN_ERROR_MESSAGES, code)
    ? SOCIAL_LOGIN_ERROR_MESSAGES[code as keyof typeof SOCIAL_LOGIN_ERROR_MESSAGES]
    : SOCIAL_LOGIN_ERROR_MESSAGES.server_error;
}

function providerLabel(code: string): string {
  return LOGIN_PROVIDERS.isCode(code) ? LOGIN_PROVIDERS.label(code) : code;
}

/**
 * E-mail and password login, opened by the header button and by `?action=login`, with the social
 * providers above it. The form and its 'auth' translations load only when the dialog first opens.
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
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isOpen = useUiStore((state) => state.loginDialogOpen);
  const setOpen = useUiStore((state) => state.setLoginDialogOpen);
  const [fields, setFields] = useState<LoginFields>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const linkToken = searchParams.get(LINK_PARAM);
  const socialError = searchParams.get(SOCIAL_ERROR_PARAM);

  /** The social-login parameters are for this dialog only; they leave the address with it. */
  const clearSocialParams = () => {
    if (!searchParams.has(LINK_PARAM) && !searchParams.has(SOCIAL_ERROR_PARAM)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(LINK_PARAM);
    next.delete(SOCIAL_ERROR_PARAM);
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  };

  const linkSocial = useMutation({
    mutationFn: (token: string) =>
      apiRequest('/auth/social/link', { method: 'POST', body: { token }, schema: 'ZSocialLinkResponse' }),
    onSuccess: ({ provider }) => toast.success(t('social.linked', { provider: providerLabel(provider) })),
    onError: (error) =>
      toast.error(
        t('social.linkFailed'),
        error instanceof ApiError ? errorMessage(error, tCommon) : tCommon('errors.INTERNAL'),
      ),
  });

  const login = useMutation({
    mutationFn: (input: LoginFields) =>
      apiRequest('/auth/login', { method: 'POST', body: input, schema: 'ZUserResponse' }),
    onSuccess: ({ user }) => {
      startLoggedInSession(user);
      // The pending social identity is linked only now that the password proved the account.
      if (linkToken) linkSocial.mutate(linkToken);
      clearSocialParams();
      setOpen(false);
      toast.success(tCommon('session.welcome', { nickname: user.nickname }));
    },
  });

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setFieldErrors({});
      login.reset();
      clearSocialParams();
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
  const returnTo = `${location.pathname}${location.search}`;
  // Following a link out of the dialog leaves the page too, so the address is not tidied first.
  const closeForLink = () => setOpen(false);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('login.title')}
      closeLabel={tCommon('actions.close')}
    >
      <p className="-mt-2 mb-5 text-sm text-stone-600">{t('login.intro')}</p>
      {socialError && (
        <FormAlert className="mb-5">
          <p className="font-semibold">{t('social.failedTitle')}</p>
          <p>{socialErrorMessage(socialError)}</p>
        </FormAlert>
      )}
      {linkToken ? (
        <div
          role="status"
          className="mb-5 flex gap-3 rounded-xl bg-indigo-50 p-3.5 text-sm text-indigo-950 ring-1 ring-indigo-200"
        >
          <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{t('social.linkPending')}</p>
        </div>
      ) : (
        <div className="mb-5">
          <SocialLoginButtons />
        </div>
      )}
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
        <div className="space-y-1.5">
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={fields.password}
            onChange={(password) => setFields((current) => ({ ...current, password }))}
            error={fieldError('password')}
          />
          <p className="text-right text-sm">
            <Link
              to="/forgot-password"
              onClick={closeForLink}
              className="font-medium text-pine-700 hover:underline"
            >
              {t('login.forgotPassword')}
            </Link>
          </p>
        </div>
        {login.error && (
          <FormAlert>
            <p>{apiError ? errorMessage(apiError, tCommon) : tCommon('errors.INTERNAL')}</p>
          </FormAlert>
        )}
        <Button type="submit" size="lg" className="w-full" isPending={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
      <p className="mt-5 text-center text-sm text-stone-600">
        {t('login.noAccount')}{' '}
        <Link
          to={`/signup?returnTo=${encodeURIComponent(returnTo)}`}
          onClick={closeForLink}
          className="font-medium text-pine-700 hover:underline"
        >
          {t('login.createAccount')}
        </Link>
      </p>
    </Dialog>
  );
}
