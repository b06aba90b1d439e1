import { TRUST_LEVEL_NAMES, TRUST_LEVELS, type TrustLevel } from '@sidecamp/domain/core';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A person's trust level (F10.1) as a small badge linking to the page that explains the levels. */
export function TrustBadge({ level }: { level: number }) {
  const { t } = useTranslation('profiles');
  // A level this page does not know (a newer server) still shows, as its number.
  const name = (TRUST_LEVELS as readonly number[]).includes(level)
    ? TRUST_LEVEL_NAMES[level as TrustLevel]
    : String(level);
  return (
    <Link
      to="/trust"
      className="inline-flex items-center gap-1 rounded-full bg-stone-50 px-2.5 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-300 ring-inset hover:bg-stone-100"
    >
      <ShieldCheck aria-hidden="true" className="size-3.5 text-indigo-600" />
      {t('header.trust', { name })}
      <span className="sr-only">{t('header.trustMore', { level })}</span>
    </Link>
  );
}
