'use client';

import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { VisuallyHidden } from '@dating/ui/visually-hidden';
import { PHOTO_ACCEPT, checkPhotoFile } from '@/components/photo-uploader/upload-photo';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';
import { GiftIcon, PhotoIcon, SparkIcon } from './chat-icons';
import {
  Balance,
  ComposerForm,
  ComposerRow,
  Grow,
  IconButton,
  MessageInput,
  SendButton,
  SendPrice,
} from './chat.styles';
import { GiftPicker } from './gift-picker';
import { IcebreakerPicker } from './icebreaker-picker';
import { messagePrice } from './lib/message-price';
import { uploadChatPhoto } from './lib/upload-chat-photo';
import { sendLiveFrame } from './live/live-sender';
import { type MessageDraft } from './use-send-message';
import { usePriceText } from './use-price-text';

/** A typing frame at most this often while the member types. */
const TYPING_EVERY_MS = 3_000;
/** "n characters left" shows from here on. */
const SHOW_LEFT_BELOW = 100;

export interface ComposerProps {
  partner: { id: string; name: string };
  /** The conversation once it exists (typing frames need it). */
  conversation: string | null;
  /** Why the member cannot send here, already in words; null when they can. */
  disabledReason: string | null;
  onSend: (draft: MessageDraft) => void;
}

/**
 * The message footer: a labelled text box, the send button with its price (credits and the member's money),
 * photo and gift buttons with theirs, and the icebreakers (choosing a line fills the box, never sends).
 * Enter sends, Shift+Enter starts a new line.
 */
type Picker = 'gift' | 'icebreakers';
/** The pickers' names, written out so the i18n check sees the keys in use. */
const PICKER_LABELS = { gift: 'composer.gift', icebreakers: 'composer.icebreakers' } as const;

/** The button that opens a picker dialog (gifts, icebreakers), named by the picker. */
function PickerButton({
  picker,
  disabled,
  onOpen,
  children,
}: {
  picker: Picker;
  disabled: boolean;
  onOpen: (picker: Picker) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  return (
    <IconButton
      type="button"
      onClick={() => onOpen(picker)}
      disabled={disabled}
      aria-label={t(PICKER_LABELS[picker])}
      title={t(PICKER_LABELS[picker])}
      aria-haspopup="dialog"
      data-testid={`composer-${picker}`}
    >
      {children}
    </IconButton>
  );
}

export function Composer({ partner, conversation, disabledReason, onSend }: ComposerProps) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const { data: user } = useUser();
  const priceText = usePriceText();
  const errorText = useApiErrorText();
  const inputId = useId();
  const balanceId = useId();
  const leftId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const [text, setText] = useState('');
  const [picker, setPicker] = useState<Picker | null>(null);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const disabled = disabledReason !== null;
  const maxLength = settings.message_length > 0 ? settings.message_length : undefined;
  const left = maxLength !== undefined ? maxLength - text.length : null;
  const textPrice = priceText(messagePrice(settings, 'text'));
  const photoPrice = priceText(messagePrice(settings, 'photo'));

  useEffect(() => setPhotoError(null), [conversation]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || disabled) return;
    onSend({ kind: 'text', body });
    setText('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (conversation && value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendLiveFrame({ type: 'typing', conversation });
    }
  };

  const onPhoto = async (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen) return;
    setPhotoError(null);
    const local = checkPhotoFile(chosen);
    if (local) {
      setPhotoError(errorText(local));
      return;
    }
    setUploading(true);
    try {
      const photo = await uploadChatPhoto(chosen);
      onSend({ kind: 'photo', photo });
    } catch (error) {
      setPhotoError(`${t('composer.photoFailed')} ${errorText(error)}`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <ComposerForm onSubmit={submit}>
        {disabledReason ? <Alert tone="info">{disabledReason}</Alert> : null}
        {photoError ? (
          <Alert tone="danger" onDismiss={() => setPhotoError(null)}>
            {photoError}
          </Alert>
        ) : null}
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('composer.label', { name: partner.name })}
        </VisuallyHidden>
        <MessageInput
          id={inputId}
          ref={input}
          rows={1}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={maxLength}
          placeholder={t('composer.placeholder')}
          disabled={disabled}
          aria-describedby={left !== null && left < SHOW_LEFT_BELOW ? `${balanceId} ${leftId}` : balanceId}
          data-testid="composer-input"
        />
        {left !== null && left < SHOW_LEFT_BELOW ? (
          <Balance id={leftId}>{t('composer.charactersLeft', { count: left })}</Balance>
        ) : null}
        <ComposerRow>
          <input
            ref={file}
            type="file"
            accept={PHOTO_ACCEPT}
            hidden
            tabIndex={-1}
            onChange={(e) => void onPhoto(e.target.files?.[0])}
            data-testid="composer-photo-input"
          />
          <IconButton
            type="button"
            onClick={() => file.current?.click()}
            disabled={disabled || uploading}
            aria-label={t('composer.photo', { price: photoPrice })}
            title={t('composer.photo', { price: photoPrice })}
            data-testid="composer-photo"
          >
            <PhotoIcon />
          </IconButton>
          <PickerButton picker="gift" disabled={disabled} onOpen={setPicker}>
            <GiftIcon />
          </PickerButton>
          <PickerButton picker="icebreakers" disabled={disabled} onOpen={setPicker}>
            <SparkIcon />
          </PickerButton>
          <Grow>
            {user ? (
              <Balance id={balanceId} data-testid="composer-balance" data-credits={user.credits}>
                {uploading ? t('composer.uploading') : t('composer.balance', { count: user.credits })}
              </Balance>
            ) : null}
          </Grow>
          <SendButton type="submit" disabled={disabled || text.trim() === ''} data-testid="composer-send">
            {t('composer.send')}
            <SendPrice data-testid="composer-price">{textPrice}</SendPrice>
          </SendButton>
        </ComposerRow>
      </ComposerForm>
      <GiftPicker
        open={picker === 'gift'}
        partner={partner.name}
        onClose={() => setPicker(null)}
        onSend={(gift) => {
          setPicker(null);
          onSend({ kind: 'gift', gift });
        }}
      />
      <IcebreakerPicker
        open={picker === 'icebreakers'}
        partnerId={partner.id}
        onClose={() => setPicker(null)}
        onChoose={(line) => {
          setPicker(null);
          setText(line);
          requestAnimationFrame(() => input.current?.focus());
        }}
      />
    </>
  );
}
