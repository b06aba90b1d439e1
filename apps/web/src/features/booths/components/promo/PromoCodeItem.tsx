import type { TBooth, TBoothPromo } from '@sidecamp/domain';
import { formatCount } from '@sidecamp/domain/core';
import { Clock, Eye, LogIn, Pencil, TicketPercent, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../../app/api/useApiMutation';
import { useUiStore } from '../../../../app/store/uiStore';
import { useUserStore } from '../../../../app/store/userStore';
import { Badge } from '../../../../ui/Badge';
import { Button } from '../../../../ui/Button';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { boothKeys } from '../../api/boothKeys';
import { boothPromoApi } from '../../api/boothPromoApi';
import { promoLeft } from '../../promoForm';
import { CopyCode } from './CopyCode';
import { PromoCodeForm } from './PromoCodeForm';

const expiry = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_TONE = { open: 'pine', expired: 'neutral', usedUp: 'amber' } as const;

/**
 * One offer: what it gives, until when, how many are left. A logged-in visitor reveals the code
 * (once, counted), a logged-out one is offered the login; the team sees the code and the count,
 * and changes or withdraws it.
 */
export function PromoCodeItem({ booth, promo }: { booth: TBooth; promo: TBoothPromo }) {
  const { t } = useTranslation('booths');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const invalidate = [boothKeys.promoCodes(booth.id)];
  const reveal = useApiMutation({ mutationFn: () => boothPromoApi.revealPromoCode(promo.id), invalidate });
  const withdraw = useApiMutation({
    mutationFn: () => boothPromoApi.withdrawPromoCode(promo.id),
    invalidate,
    success: t('promo.withdrawn'),
    onSuccess: () => setWithdrawing(false),
  });
  const isTeam = booth.viewer.isTeam;
  const left = promoLeft(promo);
  // The reveal's own answer carries the code, so it shows before the list comes back.
  const code = promo.code ?? reveal.data?.code ?? null;

  if (editing) return <PromoCodeForm boothId={booth.id} promo={promo} onDone={() => setEditing(false)} />;

  return (
    <article
      aria-label={promo.offer}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-card sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-orange-50 text-orange-700 ring-1 ring-orange-200">
          <TicketPercent aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-pretty break-words text-stone-900">{promo.offer}</h3>
            <Badge tone={STATUS_TONE[promo.status]}>{t(`promo.status.${promo.status}`)}</Badge>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 text-stone-400" />
              {promo.expiresAt
                ? t(promo.status === 'expired' ? 'promo.expired' : 'promo.until', {
                    when: expiry.format(new Date(promo.expiresAt)),
                  })
                : t('promo.noExpiry')}
            </li>
            {promo.status !== 'expired' && (
              <li className="inline-flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 text-stone-400" />
                {left === null
                  ? t('promo.noLimit')
                  : t('promo.left', { count: left, formatted: formatCount(left), limit: promo.usageLimit })}
              </li>
            )}
            {isTeam && (
              <li className="inline-flex items-center gap-1.5">
                <Eye aria-hidden="true" className="size-4 text-stone-400" />
                {t('promo.revealed', { count: promo.revealed, formatted: formatCount(promo.revealed) })}
              </li>
            )}
          </ul>
          {code ? (
            <CopyCode code={code} offer={promo.offer} />
          ) : promo.status !== 'open' ? (
            <p className="text-sm text-stone-500">
              {promo.status === 'expired' ? t('promo.expiredNote') : t('promo.usedUpNote')}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {!code &&
          promo.status === 'open' &&
          (loggedIn ? (
            <Button variant="launch" isPending={reveal.isPending} onPress={() => reveal.mutate()}>
              <Eye aria-hidden="true" className="size-4" />
              {t('promo.reveal')}
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => openLogin(true)}>
              <LogIn aria-hidden="true" className="size-4" />
              {t('promo.loginToReveal')}
            </Button>
          ))}
        {isTeam && (
          <>
            <Button variant="secondary" size="sm" onPress={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('promo.edit')}
            </Button>
            <Button variant="ghost" size="sm" onPress={() => setWithdrawing(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('promo.withdraw')}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={withdrawing}
        onOpenChange={setWithdrawing}
        title={t('promo.withdrawTitle')}
        confirmLabel={t('promo.withdrawConfirm')}
        onConfirm={() => withdraw.mutateAsync()}
        isPending={withdraw.isPending}
      >
        <p>{t('promo.withdrawBody', { offer: promo.offer })}</p>
      </ConfirmDialog>
    </article>
  );
}
