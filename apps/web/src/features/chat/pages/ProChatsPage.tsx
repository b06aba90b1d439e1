import type { TProProfile, TReservation } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiMutation } from '../../../app/api/useApiMutation';
import { runAsMember } from '../../../app/session/memberAction';
import { useUserStore } from '../../../app/store/userStore';
import { Avatar } from '../../../ui/Avatar';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { QueryError } from '../../../ui/QueryError';
import { TextField } from '../../../ui/TextField';
import { chatApi } from '../api/chatApi';
import { chatKeys } from '../api/chatKeys';
import { ReserveProDialog } from '../components/ReserveProDialog';

const when = (iso: string) =>
  new Date(iso).toLocaleString([], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function ProSlots({ pro }: { pro: TProProfile }) {
  const { t } = useTranslation('chat');
  const myNo = useUserStore((state) => state.profile?.no);
  const slots = useQuery({ queryKey: chatKeys.slots(pro.userNo), queryFn: () => chatApi.slots(pro.userNo) });
  // A booking holds the pro's price in points: the dialog states it and the balance and asks first.
  const [chosen, setChosen] = useState<{ id: number; label: string } | null>(null);
  const open = slots.data?.items.filter((slot) => !slot.reserved) ?? [];
  return (
    <div className="mt-3">
      {slots.isError && <QueryError error={slots.error} title={t('pro.slotsError')} />}
      {slots.isSuccess && open.length === 0 && <p className="text-sm text-stone-500">{t('pro.noSlots')}</p>}
      <ul className="flex flex-wrap gap-2">
        {open.map((slot) => (
          <li key={slot.id}>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={myNo === pro.userNo}
              onPress={() => runAsMember(() => setChosen({ id: slot.id, label: when(slot.startsAt) }))}
              aria-label={t('pro.reserveAt', { when: when(slot.startsAt) })}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              {when(slot.startsAt)}
            </Button>
          </li>
        ))}
      </ul>
      {chosen && <ReserveProDialog pro={pro} slot={chosen} onClose={() => setChosen(null)} />}
    </div>
  );
}

function OfferForm() {
  const { t } = useTranslation('chat');
  const mine = useQuery({ queryKey: chatKeys.myPro(), queryFn: chatApi.myPro });
  const profile = mine.data?.profile ?? null;
  // Until the person types, the form shows the offer they already made.
  const [headline, setHeadline] = useState<string | null>(null);
  const [price, setPrice] = useState<string | null>(null);
  const [slot, setSlot] = useState('');
  const headlineValue = headline ?? profile?.headline ?? '';
  const priceValue = price ?? String(profile?.pricePoints ?? 0);
  const save = useApiMutation({
    mutationFn: () =>
      chatApi.setPro({ headline: headlineValue, pricePoints: Number(priceValue) || 0, active: true }),
    invalidate: [chatKeys.pros()],
    success: (saved) => (saved.status === 'approved' ? t('pro.offerSaved') : t('pro.offerSent')),
  });
  const publish = useApiMutation({
    mutationFn: () => chatApi.publishSlots([{ startsAt: new Date(slot).toISOString(), minutes: 60 }]),
    invalidate: [chatKeys.all],
    success: t('pro.slotOpened'),
    onSuccess: () => setSlot(''),
  });
  const sameRejectedHeadline =
    profile?.status === 'rejected' && headlineValue.trim() === profile.headline.trim();
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold text-stone-900">{t('pro.offerTitle')}</h2>
      {mine.isError && (
        <QueryError error={mine.error} title={t('pro.statusError')} onRetry={() => void mine.refetch()} />
      )}
      {profile && <OfferStatus profile={profile} />}
      <form
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <TextField
          label={t('pro.headline')}
          value={headlineValue}
          onChange={setHeadline}
          isRequired
          description={sameRejectedHeadline ? t('pro.changeHeadline') : undefined}
        />
        <TextField label={t('pro.price')} value={priceValue} onChange={setPrice} inputMode="numeric" />
        <Button
          type="submit"
          isDisabled={save.isPending || headlineValue.trim().length < 2 || sameRejectedHeadline}
        >
          {profile?.status === 'rejected' ? t('pro.applyAgain') : t('pro.saveOffer')}
        </Button>
      </form>
      {profile?.status === 'approved' && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (slot) publish.mutate();
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
            {t('pro.slotLabel')}
            <input
              type="datetime-local"
              value={slot}
              onChange={(event) => setSlot(event.target.value)}
              className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-[15px] outline-none focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25"
            />
          </label>
          <Button type="submit" variant="secondary" isDisabled={!slot || publish.isPending}>
            {t('pro.openSlot')}
          </Button>
        </form>
      )}
    </Card>
  );
}

/** Where the person's own offer stands: waiting for an admin, approved, or turned down and why. */
function OfferStatus({ profile }: { profile: TProProfile }) {
  const { t } = useTranslation('chat');
  const tone = { pending: 'amber', approved: 'pine', rejected: 'orange' } as const;
  return (
    <div role="status" className="space-y-1 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
      <Badge tone={tone[profile.status]}>{t(`pro.offerState.${profile.status}`)}</Badge>
      <p>{t(`pro.offerStateBody.${profile.status}`)}</p>
      {profile.status === 'rejected' && profile.rejectReason && (
        <p className="break-words">
          <span className="font-medium text-stone-900">{t('pro.reason')}</span> {profile.rejectReason}
        </p>
      )}
    </div>
  );
}

function ReservationRow({ reservation }: { reservation: TReservation }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const myNo = useUserStore((state) => state.profile?.no);
  const other = reservation.pro.no === myNo ? reservation.user : reservation.pro;
  const [rating, setRating] = useState(5);
  const [body, setBody] = useState('');
  const refresh = [chatKeys.reservations()];
  const start = useApiMutation({
    mutationFn: () => chatApi.startCheck(reservation.id),
    invalidate: refresh,
    onSuccess: () => reservation.roomId && navigate(`/chat/${reservation.roomId}`),
  });
  const cancel = useApiMutation({
    mutationFn: () => chatApi.cancelReservation(reservation.id),
    invalidate: refresh,
  });
  const review = useApiMutation({
    mutationFn: () => chatApi.reviewReservation(reservation.id, { rating, body }),
    invalidate: refresh,
    success: t('pro.reviewSaved'),
  });
  const upcoming = reservation.status === 'reserved' && new Date(reservation.startsAt).getTime() > Date.now();
  // The start check opens ten minutes before the slot (the server's rule) and closes at its end.
  const checkInOpen =
    (reservation.status === 'reserved' || reservation.status === 'held') &&
    Date.now() >= new Date(reservation.startsAt).getTime() - 10 * 60_000 &&
    Date.now() <= new Date(reservation.endsAt).getTime();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <Avatar src={other.img} name={other.nickname} size={40} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">
          <Link to={`/u/${other.no}`} className="hover:underline">
            {other.nickname}
          </Link>{' '}
          <span className="font-normal text-stone-500">· {when(reservation.startsAt)}</span>
        </p>
        <p className="mt-1 flex flex-wrap gap-2">
          <Badge
            tone={
              reservation.status === 'held'
                ? 'pine'
                : reservation.status === 'reserved'
                  ? 'indigo'
                  : 'neutral'
            }
          >
            {t(`pro.status.${reservation.status}`)}
          </Badge>
          <Badge>
            {reservation.payment === 'unpaid'
              ? t('pro.free')
              : t(`pro.payment.${reservation.payment}`, { points: reservation.pricePoints })}
          </Badge>
        </p>
        {reservation.status === 'held' && !reservation.myReview && (
          <form
            className="mt-3 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              review.mutate();
            }}
          >
            <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
              {t('pro.rating')}
              <select
                value={rating}
                onChange={(event) => setRating(Number(event.target.value))}
                className="h-10 rounded-lg border border-stone-300 bg-white px-2"
              >
                {[5, 4, 3, 2, 1].map((value) => (
                  <option key={value} value={value}>
                    {'★'.repeat(value)}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={t('pro.reviewLabel')}
              value={body}
              onChange={setBody}
              className="min-w-48 flex-1"
            />
            <Button type="submit" size="sm" isDisabled={!body.trim() || review.isPending}>
              {t('pro.review')}
            </Button>
          </form>
        )}
        {reservation.myReview && (
          <p className="mt-2 flex items-center gap-1 text-sm text-stone-600">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            {t('pro.yourReview', { rating: reservation.myReview.rating, body: reservation.myReview.body })}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {checkInOpen && (
          <Button size="sm" onPress={() => start.mutate()} isDisabled={start.isPending}>
            {t('pro.startCheck')}
          </Button>
        )}
        {upcoming && (
          <Button size="sm" variant="secondary" onPress={() => cancel.mutate()} isDisabled={cancel.isPending}>
            {t('pro.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Pro chats: book a pro's open hour, offer your own, and your reservations with start check and reviews. */
export function ProChatsPage() {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const pros = useQuery({ queryKey: chatKeys.pros(), queryFn: chatApi.pros });
  const reservations = useQuery({
    queryKey: chatKeys.reservations(),
    queryFn: chatApi.reservations,
    enabled: loggedIn,
  });
  return (
    <PageStack>
      <PageHeader
        camp="connect"
        eyebrow={tCommon('camps.connect.name')}
        title={t('pro.title')}
        description={t('pro.description')}
      />
      {loggedIn && (
        <section aria-labelledby="my-reservations">
          <h2 id="my-reservations" className="text-lg font-semibold text-stone-900">
            {t('pro.mine')}
          </h2>
          {reservations.isError && <QueryError error={reservations.error} title={t('pro.mineError')} />}
          {reservations.data?.items.length === 0 && (
            <p className="mt-2 text-sm text-stone-500">{t('pro.mineEmpty')}</p>
          )}
          <ul className="divide-y divide-stone-100">
            {reservations.data?.items.map((reservation) => (
              <ReservationRow key={reservation.id} reservation={reservation} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="pros" className="space-y-3">
        <h2 id="pros" className="text-lg font-semibold text-stone-900">
          {t('pro.list')}
        </h2>
        {pros.isPending && <p className="text-stone-500">{t('pro.loading')}</p>}
        {pros.isError && (
          <QueryError error={pros.error} title={t('pro.error')} onRetry={() => void pros.refetch()} />
        )}
        {pros.data?.items.length === 0 && (
          <Card className="p-6 text-center text-stone-600">{t('pro.none')}</Card>
        )}
        {/* minmax(0, 1fr) columns: a long headline is cut short, it does not widen the page. */}
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {pros.data?.items.map((pro) => (
            <li key={pro.userNo}>
              <Card className="h-full p-5">
                <div className="flex items-center gap-3">
                  <Avatar src={pro.img} name={pro.nickname} size={40} />
                  <div className="min-w-0">
                    <Link
                      to={`/u/${pro.userNo}`}
                      className="block truncate font-semibold text-stone-900 hover:underline"
                    >
                      {pro.nickname}
                    </Link>
                    <p className="truncate text-sm text-stone-600">{pro.headline}</p>
                  </div>
                  <Badge className="ml-auto shrink-0" tone="amber">
                    {pro.pricePoints > 0 ? t('pro.pricePoints', { count: pro.pricePoints }) : t('pro.free')}
                  </Badge>
                </div>
                <ProSlots pro={pro} />
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {loggedIn && <OfferForm />}
    </PageStack>
  );
}
