import { ZCampaignInput } from '@sidecamp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone, Send } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUiStore } from '../../../app/store/uiStore';
import { useUserStore } from '../../../app/store/userStore';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageStack } from '../../../ui/PageStack';
import { pointsKeys } from '../../payments';
import { campaignKeys, campaignsApi } from '../api/campaignsApi';
import { audienceOf, type CampaignDraft, emptyDraft, inputOf } from '../campaignForm';
import { CampaignFormFields } from '../components/CampaignFormFields';
import { QuoteSummary } from '../components/QuoteSummary';
import { useCampaignChannels } from '../hooks/useCampaignChannels';
import { useCampaignQuote } from '../hooks/useCampaignQuote';

const FORM_ID = 'new-campaign';

/** The first message per field path of a failed check (`questions.0.options`, `title`, …). */
function issuesByPath(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** Writes a campaign, shows what it reaches and costs as it changes, and sends it once confirmed. */
export function NewCampaignPage() {
  const { t } = useTranslation('campaigns');
  const { t: tCommon } = useTranslation('common');
  const loggedIn = useUserStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.setLoginDialogOpen);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const boothParam = Number(params.get('booth'));
  const boothId = Number.isInteger(boothParam) && boothParam > 0 ? boothParam : null;
  const [draft, setDraft] = useState<CampaignDraft>(() => emptyDraft(boothId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const booth = useQuery({
    queryKey: campaignKeys.booth(boothId ?? 0),
    queryFn: ({ signal }) => campaignsApi.booth(boothId ?? 0, signal),
    enabled: loggedIn && boothId !== null,
  });
  // Only the channels this server delivers are offered (the default, in-app, always is).
  const channels = useCampaignChannels();
  const audience = useMemo(() => audienceOf(draft), [draft]);
  const hasTargets = audience.jobTargets.length > 0;
  const quote = useCampaignQuote(audience, loggedIn);
  const current = quote.data;

  const update = (patch: Partial<CampaignDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setIdempotencyKey(crypto.randomUUID());
  };

  const send = useMutation({
    mutationFn: () => campaignsApi.create(inputOf(draft), idempotencyKey),
    onSuccess: async (campaign) => {
      setConfirming(false);
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
      ]);
      void navigate(`/campaigns/${campaign.id}`);
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ApiError && error.fields.length > 0)
        setErrors(issuesByPath(error.fields.map((issue) => ({ path: issue.field, message: issue.message }))));
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCampaignInput.safeParse(inputOf(draft));
    const found = parsed.success
      ? {}
      : issuesByPath(
          parsed.error.issues.map((issue) => ({
            path: issue.path.map(String).join('.'),
            message: issue.message,
          })),
        );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    send.reset();
    setConfirming(true);
  };

  const short = current ? current.totalPoints > current.balance : false;
  const canSend =
    hasTargets &&
    current !== undefined &&
    !quote.isSettling &&
    current.recipients !== null &&
    current.recipients <= current.maxRecipients &&
    !short;
  const refusal = send.error instanceof ApiError && send.error.fields.length === 0 ? send.error : null;
  const boothName = boothId === null ? null : (booth.data?.name ?? '…');

  const header = (
    <PageHeader
      camp="launch"
      eyebrow={t('eyebrow')}
      title={t('new.title')}
      description={boothId === null ? t('new.description') : t('new.boothDescription')}
    />
  );
  if (!loggedIn) {
    return (
      <PageStack>
        {header}
        <EmptyState
          icon={Megaphone}
          camp="launch"
          title={t('logIn.title')}
          description={t('logIn.body')}
          actions={<Button onPress={() => openLogin(true)}>{tCommon('actions.logIn')}</Button>}
        />
      </PageStack>
    );
  }

  return (
    <PageStack>
      {header}
      {booth.data && !booth.data.viewer.isTeam && (
        <FormAlert>{t('new.notTeam', { booth: booth.data.name })}</FormAlert>
      )}
      {booth.isError && <FormAlert>{t('new.boothMissing')}</FormAlert>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Form id={FORM_ID} onSubmit={onSubmit} validationBehavior="aria" className="min-w-0 space-y-6">
          <CampaignFormFields draft={draft} update={update} errors={errors} channels={channels} />
        </Form>
        <aside className="space-y-4 lg:sticky lg:top-20">
          <QuoteSummary
            quote={current}
            error={quote.error}
            isUpdating={quote.isSettling || quote.isFetching}
            hasTargets={hasTargets}
            boothName={boothName}
          />
          {refusal && (
            <FormAlert>
              {errorMessage(refusal, tCommon)}
              {refusal.code === 'INSUFFICIENT_POINTS' && (
                <>
                  {' '}
                  <Link to="/points" className="font-medium underline">
                    {t('quote.topUp')}
                  </Link>
                </>
              )}
            </FormAlert>
          )}
          {Object.keys(errors).length > 0 && <FormAlert>{t('new.fixFields')}</FormAlert>}
          <Button
            type="submit"
            form={FORM_ID}
            className="w-full"
            isDisabled={!canSend}
            isPending={send.isPending}
          >
            <Send aria-hidden="true" className="size-4" />
            {t('new.send')}
          </Button>
        </aside>
      </div>
      {/* On a phone the summary comes after the whole form (some 3,000 px): the price and Send stay
          in reach above the bottom navigation, and the summary is a tap away. */}
      <div className="h-20 lg:hidden" aria-hidden="true" />
      <section
        aria-label={t('new.phoneBar')}
        className="fixed inset-x-0 bottom-16 z-20 border-t border-stone-200 bg-white/95 px-4 py-2.5 backdrop-blur lg:hidden print:hidden"
      >
        <div className="mx-auto flex max-w-lg items-center gap-3">
          <a href="#quote-heading" className="min-w-0 flex-1 text-sm text-stone-700">
            {current && current.recipients !== null ? (
              <>
                <span className="block font-semibold text-stone-900">
                  {t('new.phoneTotal', { count: current.totalPoints })}
                </span>
                <span className="block truncate underline underline-offset-2">
                  {t('quote.reaches', { count: current.recipients })}
                </span>
              </>
            ) : (
              <span className="underline underline-offset-2">{t('new.phoneSummary')}</span>
            )}
          </a>
          <Button type="submit" form={FORM_ID} isDisabled={!canSend} isPending={send.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {t('new.phoneSend')}
          </Button>
        </div>
      </section>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title')}
        confirmLabel={t('confirm.send', { count: current?.totalPoints ?? 0 })}
        onConfirm={() => send.mutateAsync()}
        isPending={send.isPending}
        tone="normal"
      >
        <p>
          {t('confirm.body', {
            count: current?.recipients ?? 0,
            points: current?.totalPoints ?? 0,
            balance: (current?.balance ?? 0) - (current?.totalPoints ?? 0),
          })}
        </p>
        {current?.needsApproval && <p>{t('confirm.approval')}</p>}
      </ConfirmDialog>
    </PageStack>
  );
}
