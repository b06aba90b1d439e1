import {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  type TRegisterInput,
  ZEmail,
  ZNickname,
  ZPassword,
  ZSessionUser,
} from '@sidecamp/domain';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Hammer, Rocket, Users } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import {
  type FieldErrors,
  isExplainedByFields,
  schemaFieldErrors,
  serverFieldErrors,
} from '../../../app/api/fieldErrors';
import { startLoggedInSession } from '../../../app/session/sessionCheck';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast';
import { AvailabilityHint } from '../components/AvailabilityHint';
import { EmailField } from '../components/EmailField';
import {
  checkProfileBasics,
  EMPTY_PROFILE_BASICS,
  PROFILE_BASICS_FIELDS,
  type ProfileBasicsDraft,
  ProfileBasicsFields,
} from '../components/ProfileBasicsFields';
import { SocialLoginButtons } from '../components/SocialLoginButtons';
import { StepIndicator } from '../components/StepIndicator';
import { useAvailability } from '../hooks/useAvailability';
import { safeReturnTo } from '../returnTo';

type AccountDraft = { email: string; password: string; nickname: string };
const ACCOUNT_FIELDS = ['email', 'password', 'nickname'] as const;
const ALL_FIELDS = [...ACCOUNT_FIELDS, ...PROFILE_BASICS_FIELDS] as const;
type SignUpField = (typeof ALL_FIELDS)[number];

const ZAccountStep = z.object({ email: ZEmail, password: ZPassword, nickname: ZNickname });

/** Sign-up in two steps (F2.1): the account itself, then who you are and why you came. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loggedIn = useUserStore((state) => state.loggedIn);
  const profile = useUserStore((state) => state.profile);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [step, setStep] = useState<0 | 1>(0);
  const [account, setAccount] = useState<AccountDraft>({ email: '', password: '', nickname: '' });
  const [basics, setBasics] = useState<ProfileBasicsDraft>(EMPTY_PROFILE_BASICS);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // Back where sign-up started, unless that was the home page: then the new profile, whose
  // completion is the most useful next step for a new member.
  const returnParam = searchParams.get('returnTo');
  const returnTo = returnParam && safeReturnTo(returnParam) !== '/' ? safeReturnTo(returnParam) : null;

  const emailValid = ZEmail.safeParse(account.email).success;
  const nicknameValid = ZNickname.safeParse(account.nickname).success;
  const emailAvailability = useAvailability(account.email, emailValid);
  const nicknameAvailability = useAvailability(account.nickname, nicknameValid);

  const shownStep = useRef(step);
  useEffect(() => {
    // Moving between steps moves focus to the new step's heading, so it is read out.
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const register = useMutation({
    mutationFn: (input: TRegisterInput) =>
      apiRequest('/auth/register', {
        method: 'POST',
        body: input,
        schema: z.object({ user: ZSessionUser }),
      }),
    onSuccess: ({ user }) => {
      startLoggedInSession(user);
      toast.success(tCommon('session.welcomeNew', { nickname: user.nickname }));
      navigate(returnTo ?? `/u/${user.no}`, { replace: true });
    },
    onError: (error) => {
      const fromServer = serverFieldErrors(error, ALL_FIELDS);
      setErrors(fromServer);
      // A problem with the account fields is fixed on step 1, so go back there to show it.
      if (ACCOUNT_FIELDS.some((field) => fromServer[field] !== undefined)) setStep(0);
    },
  });

  const setAccountField = (field: keyof AccountDraft) => (value: string) => {
    setAccount((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const checkAccount = (): FieldErrors<SignUpField> => {
    const found: FieldErrors<SignUpField> = schemaFieldErrors(ZAccountStep, account, ACCOUNT_FIELDS);
    if (account.email.trim() === '') found.email = t('signup.errors.emailRequired');
    if (account.password === '') found.password = t('signup.errors.passwordRequired');
    if (account.nickname.trim() === '') found.nickname = t('signup.errors.nicknameRequired');
    if (!found.email && emailAvailability.status === 'unavailable') found.email = emailAvailability.message;
    if (!found.nickname && nicknameAvailability.status === 'unavailable')
      found.nickname = nicknameAvailability.message;
    return found;
  };

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkAccount();
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(1);
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkProfileBasics(basics, {
      mainJob: t('basics.errors.mainJob'),
      occupationStatus: t('basics.errors.occupationStatus'),
      visitPurpose: t('basics.errors.visitPurpose'),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    register.mutate({
      email: account.email.trim().toLowerCase(),
      password: account.password,
      nickname: account.nickname.trim(),
      ...checked.basics,
    });
  };

  if (loggedIn && profile && !register.isSuccess) {
    return (
      <div className="mx-auto max-w-lg">
        <PageHeader title={t('signup.title')} />
        <Card className="mt-8 p-6 sm:p-8">
          <p className="text-stone-700">{t('signup.alreadyIn', { nickname: profile.nickname })}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ButtonLink to={`/u/${profile.no}`}>{t('signup.toProfile')}</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              {t('signup.toHub')}
            </ButtonLink>
          </div>
        </Card>
      </div>
    );
  }

  const bannerError =
    register.error && !isExplainedByFields(register.error, ALL_FIELDS)
      ? register.error instanceof ApiError
        ? errorMessage(register.error, tCommon)
        : tCommon('errors.INTERNAL')
      : null;
  const steps = [t('signup.steps.account'), t('signup.steps.about')];

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
      <aside className="same-in-dark order-last rounded-2xl bg-pine-900 p-6 text-pine-50 sm:p-8 lg:order-first lg:self-start">
        <p className="text-xs font-semibold tracking-wider text-pine-300 uppercase">
          {t('signup.why.eyebrow')}
        </p>
        <p className="mt-3 text-xl font-semibold tracking-tight text-white">{t('signup.why.title')}</p>
        <ul className="mt-6 space-y-5">
          {[
            { icon: Users, key: 'connect' },
            { icon: Hammer, key: 'make' },
            { icon: Rocket, key: 'launch' },
          ].map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/10 ring-1 ring-white/15"
              >
                <Icon className="size-4.5 text-pine-200" />
              </span>
              <span>
                <span className="block font-semibold text-white">{t(`signup.why.${key}.title`)}</span>
                <span className="mt-0.5 block text-sm text-pine-100/85">{t(`signup.why.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>

      <div className="min-w-0">
        <PageHeader title={t('signup.title')} description={t('signup.description')} />
        <Card className="mt-6 p-6 sm:p-8">
          <StepIndicator label={t('signup.stepsLabel')} steps={steps} current={step} />
          <h2
            ref={stepHeading}
            tabIndex={-1}
            className="mt-6 text-lg font-semibold text-stone-900 outline-none"
          >
            {t('signup.stepHeading', { step: step + 1, total: steps.length, name: steps[step] })}
          </h2>

          {step === 0 ? (
            <>
              <div className="mt-5">
                <SocialLoginButtons returnTo={returnTo ?? '/'} />
              </div>
              <Form onSubmit={onContinue} validationBehavior="aria" className="mt-5 space-y-4">
                <div>
                  <EmailField
                    label={t('signup.email')}
                    value={account.email}
                    onChange={setAccountField('email')}
                    error={
                      errors.email ??
                      (emailAvailability.status === 'unavailable' ? emailAvailability.message : undefined)
                    }
                    autoFocus
                  />
                  <AvailabilityHint availability={emailAvailability} />
                </div>
                <TextField
                  label={t('signup.password')}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  description={t('signup.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                  value={account.password}
                  onChange={setAccountField('password')}
                  error={errors.password}
                />
                <div>
                  <TextField
                    label={t('signup.nickname')}
                    name="nickname"
                    autoComplete="username"
                    description={t('signup.nicknameHint', {
                      min: NICKNAME_MIN_LENGTH,
                      max: NICKNAME_MAX_LENGTH,
                    })}
                    value={account.nickname}
                    onChange={setAccountField('nickname')}
                    error={
                      errors.nickname ??
                      (nicknameAvailability.status === 'unavailable'
                        ? nicknameAvailability.message
                        : undefined)
                    }
                  />
                  <AvailabilityHint availability={nicknameAvailability} />
                </div>
                <Button type="submit" size="lg" className="w-full">
                  {t('signup.continue')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Button>
              </Form>
              <p className="mt-5 text-center text-sm text-stone-600">
                {t('signup.haveAccount')}{' '}
                <button
                  type="button"
                  onClick={() => openLogin(true)}
                  className="cursor-pointer font-medium text-pine-700 hover:underline"
                >
                  {t('signup.logIn')}
                </button>
              </p>
            </>
          ) : (
            <Form onSubmit={onCreate} validationBehavior="aria" className="mt-5 space-y-6">
              <p className="text-sm text-stone-600">{t('signup.aboutIntro')}</p>
              <ProfileBasicsFields value={basics} onChange={setBasics} errors={errors} />
              {bannerError && <FormAlert>{bannerError}</FormAlert>}
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                <Button variant="secondary" size="lg" onPress={() => setStep(0)}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('signup.back')}
                </Button>
                <Button type="submit" size="lg" isPending={register.isPending}>
                  {register.isPending ? t('signup.creating') : t('signup.create')}
                </Button>
              </div>
            </Form>
          )}
        </Card>
      </div>
    </div>
  );
}
