import { ZSessionUser } from '@sidecamp/domain';
import { useMutation } from '@tanstack/react-query';
import { PartyPopper } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { type FieldErrors, isExplainedByFields, serverFieldErrors } from '../../../app/api/fieldErrors';
import { runSessionCheck } from '../../../app/session/sessionCheck';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import {
  checkProfileBasics,
  PROFILE_BASICS_FIELDS,
  type ProfileBasicsDraft,
  ProfileBasicsFields,
} from '../components/ProfileBasicsFields';
import { safeReturnTo } from '../returnTo';

/**
 * After a first social log-in (`/welcome?returnTo=`): the provider told us who the person is, not
 * what they do, so the basics every account has are asked here before going on.
 */
export function WelcomePage() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginAttempted = useUserStore((state) => state.loginAttempted);
  const loggedIn = useUserStore((state) => state.loggedIn);
  const profile = useUserStore((state) => state.profile);
  const setProfile = useUserStore((state) => state.setProfile);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const [basics, setBasics] = useState<ProfileBasicsDraft>(() => ({
    mainJobDetail: profile?.main_jobD ?? '',
    subJobDetail: profile?.sub_jobD ?? '',
    occupationStatus: '',
    visitPurpose: '',
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof ProfileBasicsDraft>>({});

  // Arriving from the provider, this tab may not know about the new session yet: ask once.
  const askedAgain = useRef(false);
  useEffect(() => {
    if (!loginAttempted || loggedIn || askedAgain.current) return;
    askedAgain.current = true;
    void runSessionCheck();
  }, [loginAttempted, loggedIn]);

  const save = useMutation({
    mutationFn: (input: unknown) =>
      apiRequest('/auth/profile-basics', {
        method: 'PATCH',
        body: input,
        schema: z.object({ user: ZSessionUser }),
      }),
    onSuccess: ({ user }) => {
      setProfile(user);
      navigate(returnTo === '/welcome' ? '/' : returnTo, { replace: true });
    },
    onError: (error) => setErrors(serverFieldErrors(error, PROFILE_BASICS_FIELDS)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
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
    save.mutate(checked.basics);
  };

  if (!loginAttempted) return <PageSkeleton label={tCommon('shell.loading')} />;

  if (!loggedIn || !profile) {
    return (
      <div className="mx-auto max-w-lg">
        <PageHeader title={t('welcome.title')} />
        <Card className="mt-6 p-6 sm:p-8">
          <p className="text-stone-700">{t('welcome.loggedOut')}</p>
          <Button className="mt-5" onPress={() => openLogin(true)}>
            {tCommon('actions.logIn')}
          </Button>
        </Card>
      </div>
    );
  }

  const bannerError =
    save.error && !isExplainedByFields(save.error, PROFILE_BASICS_FIELDS)
      ? save.error instanceof ApiError
        ? errorMessage(save.error, tCommon)
        : tCommon('errors.INTERNAL')
      : null;

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        eyebrow={t('welcome.eyebrow')}
        camp="connect"
        title={t('welcome.title')}
        description={t('welcome.description', { nickname: profile.nickname })}
      />
      <Card className="mt-6 p-6 sm:p-8">
        <div className="mb-6 flex gap-3 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950 ring-1 ring-indigo-200">
          <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
          <p>{t('welcome.nicknameNote', { nickname: profile.nickname })}</p>
        </div>
        <Form onSubmit={onSubmit} validationBehavior="aria" className="space-y-6">
          <ProfileBasicsFields value={basics} onChange={setBasics} errors={errors} />
          {bannerError && <FormAlert>{bannerError}</FormAlert>}
          <Button type="submit" size="lg" className="w-full sm:w-auto" isPending={save.isPending}>
            {t('welcome.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
