import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLevelUpNotice } from '../hooks/useLevelUpNotice';
import { usePointsSummary } from '../hooks/usePointsSummary';

/** The person's level and balance in the top bar, linking to the wallet; nothing while logged out. */
export function HeaderLevel() {
  const { t } = useTranslation('common');
  const summary = usePointsSummary();
  useLevelUpNotice();
  if (!summary.data) return null;
  const { level, balance } = summary.data;
  return (
    <Link
      to="/points/history"
      // Starts with what the chip shows ("Lv 3 · 120 pts" on wide screens), so the name a voice
      // command uses is the visible one (WCAG 2.5.3).
      aria-label={t('points.headerLabel', {
        level: level.level,
        points: t('points.headerBalance', { count: balance }),
      })}
      className="flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-pine-50 px-3 text-sm font-semibold whitespace-nowrap text-pine-800 ring-1 ring-pine-200 ring-inset hover:bg-pine-100"
    >
      <Sparkles aria-hidden="true" className="size-4" />
      <span>{t('points.headerLevel', { level: level.level })}</span>
      <span aria-hidden="true" className="hidden font-normal text-pine-700 2xl:inline">
        · {t('points.headerBalance', { count: balance })}
      </span>
    </Link>
  );
}
