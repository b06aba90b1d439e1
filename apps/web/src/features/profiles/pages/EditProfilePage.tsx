import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ImageUploadField } from '../components/ImageUploadField';
import { LinksEditor } from '../components/LinksEditor';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm';
import { ProfileItemsEditor } from '../components/ProfileItemsEditor';
import { ProfileUnavailable, unavailabilityOf } from '../components/ProfileUnavailable';
import { useProfile } from '../hooks/useProfile';

const SECTIONS = ['pictures', 'basics', 'about', 'resume', 'stack', 'visibility', 'items', 'links'] as const;

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-7"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * Edit my profile (`/settings/profile`): pictures and items save as they change, the rest of the
 * profile with one button, links with their own.
 */
export function EditProfilePage() {
  const { t } = useTranslation('profiles');
  const { t: tCommon } = useTranslation('common');
  const loginAttempted = useUserStore((state) => state.loginAttempted);
  const me = useUserStore((state) => (state.loggedIn && state.profile ? state.profile : null));
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const profile = useProfile(me?.no ?? null);

  if (!me) {
    if (!loginAttempted) return <PageSkeleton label={tCommon('shell.loading')} />;
    return (
      <div className="space-y-8">
        <PageHeader title={t('edit.title')} />
        <EmptyState
          camp="connect"
          icon={Eye}
          title={t('edit.loggedOutTitle')}
          description={t('edit.loggedOutBody')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      </div>
    );
  }
  if (profile.isPending) return <PageSkeleton label={tCommon('shell.loading')} />;
  if (profile.isError) {
    return (
      <ProfileUnavailable
        reason={unavailabilityOf(profile.error)}
        userNo={String(me.no)}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const person = profile.data;

  return (
    <div className="space-y-8">
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('edit.title')}
        description={t('edit.description')}
        actions={
          <ButtonLink to={`/u/${person.no}`} variant="secondary">
            <Eye aria-hidden="true" className="size-4" />
            {t('edit.view')}
          </ButtonLink>
        }
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('edit.sectionsLabel')} className="max-lg:hidden">
          <ul className="sticky top-24 space-y-1">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900"
                >
                  {t(`edit.sections.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          {/* Keyed by the saved profile's number, so another account's data never seeds the form. */}
          <ProfileDetailsForm key={person.no} profile={person}>
            <Section
              id="pictures"
              title={t('edit.sections.pictures')}
              description={t('edit.sections.picturesHint')}
            >
              <div className="grid grid-cols-1 gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:gap-10">
                <ImageUploadField
                  target="user_image"
                  label={t('edit.images.picture.label')}
                  current={person.img}
                  fallbackText={person.nickname.slice(0, 1).toUpperCase()}
                />
                <ImageUploadField
                  target="user_background"
                  label={t('edit.images.background.label')}
                  current={person.backgroundImg}
                  fallbackText=""
                />
              </div>
            </Section>
          </ProfileDetailsForm>
          <Section id="items" title={t('edit.sections.items')} description={t('edit.sections.itemsHint')}>
            <ProfileItemsEditor items={person.items} />
          </Section>
          <Section id="links" title={t('edit.sections.links')} description={t('edit.sections.linksHint')}>
            <LinksEditor key={person.no} links={person.links} />
          </Section>
        </div>
      </div>
    </div>
  );
}
