import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useConsentStore } from '../../../app/consent/consentStore';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';

const ZPolicySections = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    paragraphs: z.array(z.string()).optional(),
    items: z.array(z.string()).optional(),
  }),
);

/** The privacy policy, linked from the consent dialog; its text lives in the 'privacy' translations. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const openConsent = useConsentStore((state) => state.openDialog);
  const sections = useMemo(() => {
    const parsed = ZPolicySections.safeParse(t('sections', { returnObjects: true }));
    return parsed.success ? parsed.data : [];
  }, [t]);

  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="max-lg:hidden">
          <nav aria-label={t('contents')} className="sticky top-24">
            <p className="mb-3 text-xs font-semibold tracking-wider text-stone-500 uppercase">
              {t('contents')}
            </p>
            <ul className="space-y-1.5 border-l border-stone-200">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent pl-4 text-sm text-stone-600 hover:border-stone-400 hover:text-stone-900"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <article className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-6 shadow-card sm:p-10">
          <p className="text-sm text-stone-500">{t('updated')}</p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-8 scroll-mt-24 first-of-type:mt-6"
            >
              <h2 id={`${section.id}-title`} className="text-lg font-semibold text-stone-900">
                {section.title}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-stone-700">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-stone-700 marker:text-stone-400">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.id === 'consent-categories' && (
                <Button variant="secondary" className="mt-5" onPress={() => openConsent(true)}>
                  {t('cookieSettings')}
                </Button>
              )}
              {section.id === 'contact' && (
                <Link to="/support" className="mt-3 inline-block font-medium text-pine-700 hover:underline">
                  {t('contactLink')}
                </Link>
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
