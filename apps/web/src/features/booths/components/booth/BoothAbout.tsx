import type { TBooth } from '@sidecamp/domain';
import { useTranslation } from 'react-i18next';

/** What the service is: its introduction and description. */
export function BoothAbout({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('booths');
  return (
    <section
      aria-labelledby="booth-about-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="booth-about-title" className="text-lg font-semibold text-stone-900">
        {t('view.about')}
      </h2>
      <p className="mt-3 text-[15px] whitespace-pre-line text-pretty text-stone-800">{booth.intro}</p>
      {booth.description && (
        <p className="mt-4 border-t border-stone-100 pt-4 text-[15px] whitespace-pre-line text-pretty text-stone-700">
          {booth.description}
        </p>
      )}
    </section>
  );
}
