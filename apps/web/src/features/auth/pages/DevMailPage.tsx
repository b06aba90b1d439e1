import type { TDevMailList } from '@sidecamp/domain';
import { useQuery } from '@tanstack/react-query';
import { Inbox, Mail, RefreshCw, Send } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { errorMessage } from '../../../app/api/errorMessage';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { FormAlert } from '../../../ui/FormAlert';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The mail's text with its web addresses as links (the reset link is the point of most mails). */
function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > offset) nodes.push(<Fragment key={`t${offset}`}>{text.slice(offset, start)}</Fragment>);
    nodes.push(
      <a key={`a${start}`} href={match[0]} className="font-medium break-all text-pine-700 underline">
        {match[0]}
      </a>,
    );
    offset = start + match[0].length;
  }
  if (offset < text.length) nodes.push(<Fragment key={`t${offset}`}>{text.slice(offset)}</Fragment>);
  return nodes;
}

/**
 * Development mail (`/dev/mail`): what Sidecamp "sent" while no SMTP server is configured. The
 * server offers this list only to admins, with DEV_MAILBOX on, and never in production.
 */
export function DevMailPage() {
  const { t, i18n } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const mail = useQuery({
    queryKey: ['dev-mail'],
    queryFn: ({ signal }) => apiRequest('/dev/mail', { schema: 'ZDevMailList', signal }),
    staleTime: 0,
    retry: false,
  });
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('devMail.title')}
        description={t('devMail.description')}
        actions={
          <Button variant="secondary" onPress={() => void mail.refetch()} isPending={mail.isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('devMail.refresh')}
          </Button>
        }
      />
      <FormAlert tone="info">{t('devMail.note')}</FormAlert>
      {mail.isPending ? (
        <PageSkeleton label={tCommon('shell.loading')} />
      ) : mail.isError ? (
        <FormAlert>
          {mail.error instanceof ApiError && mail.error.status === 404
            ? t('devMail.notHere')
            : mail.error instanceof ApiError && mail.error.status === 403
              ? t('devMail.forbidden')
              : mail.error instanceof ApiError
                ? errorMessage(mail.error, tCommon)
                : tCommon('errors.INTERNAL')}
        </FormAlert>
      ) : (
        <MailList mail={mail.data} formatTime={formatTime} />
      )}
    </div>
  );
}

function MailList({ mail, formatTime }: { mail: TDevMailList; formatTime: (iso: string) => string }) {
  const { t } = useTranslation('auth');
  if (mail.transport === 'smtp') {
    return <EmptyState icon={Send} title={t('devMail.smtpTitle')} description={t('devMail.smtpBody')} />;
  }
  if (mail.messages.length === 0) {
    return <EmptyState icon={Inbox} title={t('devMail.emptyTitle')} description={t('devMail.emptyBody')} />;
  }
  return (
    <ol className="space-y-4" aria-label={t('devMail.listLabel')}>
      {mail.messages.map((message) => (
        <li key={message.id}>
          <Card className="p-5 sm:p-6">
            <article aria-labelledby={`mail-${message.id}`}>
              <header className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="flex min-w-0 gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-lg bg-stone-100 ring-1 ring-stone-200"
                  >
                    <Mail className="size-4 text-stone-600" />
                  </span>
                  <div className="min-w-0">
                    <h2 id={`mail-${message.id}`} className="font-semibold text-stone-900">
                      {message.subject}
                    </h2>
                    <p className="truncate text-sm text-stone-600">{t('devMail.to', { to: message.to })}</p>
                  </div>
                </div>
                <p className="shrink-0 text-sm text-stone-500 max-sm:pl-12">
                  <time suppressHydrationWarning dateTime={message.createdAt}>
                    {formatTime(message.createdAt)}
                  </time>
                </p>
              </header>
              <p className="mt-4 text-sm leading-relaxed whitespace-pre-wrap text-stone-700">
                {linkify(message.text)}
              </p>
            </article>
          </Card>
        </li>
      ))}
    </ol>
  );
}
