import type { TChatMessage } from '@sidecamp/domain';
import { clsx } from 'clsx';
import { AlertCircle, Loader2 } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { ReportButton } from '../../moderation';
import type { PendingMessage } from '../hooks/useRoomMessages';
import { messageTime } from '../roomTitle';

const dayOf = (iso: string) => new Date(iso).toDateString();

function Bubble({ mine, children, failed }: { mine: boolean; children: React.ReactNode; failed?: boolean }) {
  return (
    <div
      className={clsx(
        'rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed break-words whitespace-pre-wrap',
        mine ? 'rounded-br-md bg-connect text-white' : 'rounded-bl-md bg-stone-100 text-stone-900',
        failed && 'opacity-70 ring-2 ring-red-300',
      )}
    >
      {children}
    </div>
  );
}

/** The conversation: day separators, bubbles, images, system lines, and the outbox at the end. */
export function MessageList({
  messages,
  pending,
  myNo,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  typingNames,
}: {
  messages: TChatMessage[];
  pending: PendingMessage[];
  myNo: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (item: PendingMessage) => void;
  typingNames: string[];
}) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const firstId = messages[0]?._id;
  const previousHeight = useRef(0);

  // New messages keep the view at the bottom (if it was there); older pages keep the reader's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what is shown changes, measured from the DOM.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (stickToBottom.current) element.scrollTop = element.scrollHeight;
    else if (previousHeight.current) element.scrollTop += element.scrollHeight - previousHeight.current;
    previousHeight.current = element.scrollHeight;
  }, [messages.length, pending.length, typingNames.length, firstId]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => {
      stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      previousHeight.current = element.scrollHeight;
    };
    element.addEventListener('scroll', onScroll);
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t('room.messages')}
      className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-4 sm:px-5"
    >
      {hasOlder && (
        <div className="flex justify-center pb-2">
          <Button variant="secondary" size="sm" onPress={onLoadOlder} isDisabled={loadingOlder}>
            {loadingOlder ? t('room.loadingOlder') : t('room.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && pending.length === 0 && (
        <p className="py-10 text-center text-sm text-stone-500">{t('room.empty')}</p>
      )}
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const newDay = !previous || dayOf(previous.createdAt) !== dayOf(message.createdAt);
        const mine = message.senderNo === myNo;
        const showSender = !mine && message.type !== 'system' && previous?.senderNo !== message.senderNo;
        return (
          <Fragment key={message._id}>
            {newDay && (
              <p className="py-2 text-center text-xs font-medium text-stone-500">
                {new Date(message.createdAt).toLocaleDateString([], {
                  weekday: 'short',
                  month: 'short',
                  day: 'numeric',
                })}
              </p>
            )}
            {message.type === 'system' ? (
              <p className="text-center text-xs text-stone-500">{message.body}</p>
            ) : (
              <div
                className={clsx('flex items-end gap-2', mine && 'flex-row-reverse')}
                data-message-id={message._id}
              >
                {!mine && (
                  <span className="w-8 shrink-0">
                    {showSender && message.sender && (
                      <Avatar src={message.sender.img} name={message.sender.nickname} size={32} />
                    )}
                  </span>
                )}
                <div
                  className={clsx(
                    'flex min-w-0 max-w-[min(36rem,78%)] flex-col gap-1',
                    mine ? 'items-end' : 'items-start',
                  )}
                >
                  {showSender && message.sender && (
                    <span className="px-1 text-xs font-medium text-stone-600">{message.sender.nickname}</span>
                  )}
                  {message.type === 'image' && message.imageUrl && (
                    <a href={message.imageUrl} target="_blank" rel="noreferrer" className="block">
                      <img
                        src={message.thumbnailUrl ?? message.imageUrl}
                        alt={message.body || t('message.photo')}
                        className="max-h-64 max-w-[min(20rem,70vw)] rounded-xl border border-stone-200 object-cover"
                      />
                    </a>
                  )}
                  {(message.type === 'text' || message.body) && message.type !== 'image' && (
                    <Bubble mine={mine}>{message.body}</Bubble>
                  )}
                  {message.type === 'image' && message.body && <Bubble mine={mine}>{message.body}</Bubble>}
                </div>
                <time
                  suppressHydrationWarning
                  dateTime={message.createdAt}
                  className="shrink-0 pb-1 text-[11px] text-stone-500"
                >
                  {messageTime(message.createdAt)}
                </time>
                {!mine && message.senderNo !== null && (
                  <span className="shrink-0 pb-0.5">
                    <ReportButton compact targetType="message" targetId={Number(message._id)} />
                  </span>
                )}
              </div>
            )}
          </Fragment>
        );
      })}
      {pending.map((item) => (
        <div key={item.clientId} className="flex flex-row-reverse items-end gap-2">
          <div className="flex min-w-0 max-w-[min(36rem,78%)] flex-col items-end gap-1">
            {item.previewUrl && (
              <img
                src={item.previewUrl}
                alt=""
                className="max-h-64 max-w-[min(20rem,70vw)] rounded-xl object-cover opacity-70"
              />
            )}
            {item.body && (
              <Bubble mine failed={item.status === 'failed'}>
                {item.body}
              </Bubble>
            )}
          </div>
          <span className="pb-1 text-[11px] text-stone-500">
            {item.status === 'sending' ? (
              <span className="inline-flex items-center gap-1">
                <Loader2 aria-hidden="true" className="size-3 animate-spin" />
                {t('message.sending')}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => onRetry(item)}
                className="inline-flex cursor-pointer items-center gap-1 font-medium text-red-700 underline"
              >
                <AlertCircle aria-hidden="true" className="size-3" />
                {t('message.retry')}
              </button>
            )}
          </span>
        </div>
      ))}
      {typingNames.length > 0 && (
        <p className="px-10 text-xs text-stone-500 italic">
          {t('room.typing', { names: typingNames.join(', ') })}
        </p>
      )}
    </div>
  );
}
