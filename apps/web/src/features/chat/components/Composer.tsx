import { CHAT_MESSAGE_MAX } from '@sidecamp/domain/core';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/ApiError';
import { errorMessage } from '../../../app/api/errorMessage';
import { useUpload } from '../../../app/api/useUpload';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { UploadProgressBar } from '../../../ui/UploadProgressBar';
import { chatApi } from '../api/chatApi';

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

/** The message box: Enter sends, Shift+Enter breaks the line; a picture is uploaded, then sent. */
export function Composer({
  onSend,
  onTyping,
  disabled,
}: {
  onSend: (message: { type: 'text' | 'image'; body: string; uploadId?: string; previewUrl?: string }) => void;
  onTyping: (typing: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation('common');
  const [text, setText] = useState('');
  const transfer = useUpload();
  const uploading = transfer.inFlight !== null;
  const fileInput = useRef<HTMLInputElement>(null);
  const typingSince = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = () => {
    clearTimeout(idleTimer.current);
    if (typingSince.current) onTyping(false);
    typingSince.current = 0;
  };
  const noteTyping = () => {
    const now = Date.now();
    // Tell the room at most every 2 seconds, and that it stopped after 3 quiet seconds.
    if (now - typingSince.current > 2_000) {
      onTyping(true);
      typingSince.current = now;
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopTyping, 3_000);
  };

  const submit = () => {
    const body = text.trim();
    if (!body || disabled) return;
    onSend({ type: 'text', body });
    setText('');
    stopTyping();
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const upload = await transfer.run(file, chatApi.uploadImage);
      if (upload)
        onSend({
          type: 'image',
          body: '',
          uploadId: upload.id,
          previewUrl: upload.thumbnailUrl ?? upload.url,
        });
      else toast.info(tCommon('upload.cancelled'));
    } catch (error) {
      toast.error(
        t('composer.uploadFailed'),
        error instanceof ApiError ? errorMessage(error, tCommon) : undefined,
      );
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="border-t border-stone-200 bg-white">
      {transfer.inFlight && (
        <div className="px-2 pt-2 sm:px-3 sm:pt-3">
          <UploadProgressBar upload={transfer.inFlight} onCancel={transfer.cancel} />
        </div>
      )}
      <form
        className="flex items-end gap-2 p-2 sm:p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void pickImage(event.target.files?.[0])}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('composer.addImage')}
          isDisabled={disabled || uploading}
          onPress={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </Button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('composer.label')}</span>
          <textarea
            value={text}
            rows={1}
            maxLength={CHAT_MESSAGE_MAX}
            disabled={disabled}
            placeholder={uploading ? t('composer.uploading') : t('composer.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value) noteTyping();
              else stopTyping();
            }}
            onBlur={stopTyping}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
            className="block max-h-40 min-h-10 w-full resize-none rounded-xl border border-stone-300 bg-white px-3 py-2 text-[15px] text-stone-900 outline-none [field-sizing:content] placeholder:text-stone-400 focus:border-pine-600 focus:ring-2 focus:ring-pine-600/25 disabled:bg-stone-50"
          />
        </label>
        <Button
          type="submit"
          size="icon"
          aria-label={t('composer.send')}
          isDisabled={disabled || !text.trim()}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </form>
    </div>
  );
}
