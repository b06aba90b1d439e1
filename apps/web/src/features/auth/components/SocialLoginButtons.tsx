import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUserStore } from '../../../app/store/userStore';
import { buttonStyles } from '../../../ui/buttonStyles';
import { useSocialProviders } from '../hooks/useSocialProviders';

/**
 * One button per configured provider; nothing at all when none is configured. Each is a plain
 * link: the server answers with a redirect to the provider, and the provider back to us.
 */
export function SocialLoginButtons({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const providers = useSocialProviders();
  if (!providers.data || providers.data.length === 0) return null;
  const back = returnTo ?? `${location.pathname}${location.search}`;

  // The tab comes back from the provider with this browser session's stored state; clearing the
  // attempt flag makes that return run the session check, which picks up the new login.
  const onFollow = () => useUserStore.getState().setLoginAttempted(false);

  return (
    <div className="space-y-4">
      <ul className="space-y-2">
        {providers.data.map((provider) => (
          <li key={provider.code}>
            <a
              href={`/api/auth/social/${encodeURIComponent(provider.code)}/start?returnTo=${encodeURIComponent(back)}`}
              onClick={onFollow}
              className={buttonStyles('secondary', 'lg', 'w-full')}
            >
              <KeyRound aria-hidden="true" className="size-4 text-stone-500" />
              {t('social.continueWith', { provider: provider.label })}
            </a>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-stone-500 uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
        {t('social.orEmail')}
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      </div>
    </div>
  );
}
