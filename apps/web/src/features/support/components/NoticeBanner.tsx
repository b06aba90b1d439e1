import type { TNotice } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiStore } from '../../../app/store/uiStore';
import { supportApi, supportKeys } from '../api/supportApi';

/**
 * The newest important notice the person has not dismissed, as a strip under the top bar; nothing
 * at all when there is none. Its texts (the 'support' namespace) load only when there is one.
 */
export function NoticeBanner() {
  const dismissed = useUiStore((state) => state.dismissedNotices);
  const notices = useQuery({
    queryKey: supportKeys.banner(),
    queryFn: ({ signal }) => supportApi.importantNotices(signal),
    staleTime: 5 * 60_000,
  });
  const notice = notices.data?.items.find((item) => !dismissed.includes(item.id));
  return notice ? <BannerStrip notice={notice} /> : null;
}

function BannerStrip({ notice }: { notice: TNotice }) {
  const { t } = useTranslation('support');
  const dismiss = useUiStore((state) => state.dismissNotice);
  return (
    <section
      aria-label={t('banner.label')}
      data-testid="notice-banner"
      className="border-b border-amber-200 bg-amber-50 text-amber-950 print:hidden"
    >
      <div className="mx-auto flex w-full max-w-7xl items-start gap-3 px-4 py-2.5 sm:items-center sm:px-6">
        <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700 sm:mt-0" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-semibold">{notice.title}</span>{' '}
          <Link
            to="/support#notices"
            className="font-medium whitespace-nowrap text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          >
            {t('banner.readMore')}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => dismiss(notice.id)}
          aria-label={t('banner.dismiss')}
          title={t('banner.dismiss')}
          className="-my-1 grid size-8 shrink-0 place-items-center rounded-lg text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
