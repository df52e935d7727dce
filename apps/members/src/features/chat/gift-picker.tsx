'use client';

import { useState } from 'react';
import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { Spinner } from '@dating/ui/spinner';
import { PickerGrid, PickerOption, SendPrice } from './chat.styles';
import { useGifts } from './use-gifts';
import { usePriceText } from './use-price-text';
import { type LooseT } from '@/lib/loose-t';

export interface GiftPickerProps {
  open: boolean;
  partner: string;
  onClose: () => void;
  onSend: (giftKey: string) => void;
}

/** The gift catalogue with each price; the send button names the gift and its price before anything is spent. */
export function GiftPicker({ open, partner, onClose, onSend }: GiftPickerProps) {
  const { t } = useTranslation('chat');
  const translate = t as unknown as LooseT;
  const priceText = usePriceText();
  const gifts = useGifts(open);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = gifts.data?.gifts ?? [];
  const gift = list.find((g) => g.key === chosen);
  const nameOf = (key: string, nameKey: string) => translate(nameKey, { defaultValue: key });

  return (
    <Modal open={open} onClose={onClose} size="md" data-testid="gift-picker">
      <Modal.Header description={<p>{t('giftPicker.intro')}</p>}>
        {t('giftPicker.title', { name: partner })}
      </Modal.Header>
      <Modal.Body>
        {gifts.isPending ? <Spinner /> : null}
        {gifts.isError ? <Alert tone="danger">{t('giftPicker.loadError')}</Alert> : null}
        {gifts.isSuccess && list.length === 0 ? <p>{t('giftPicker.empty')}</p> : null}
        <PickerGrid>
          {list.map((g) => (
            <li key={g.key}>
              <PickerOption
                type="button"
                aria-pressed={chosen === g.key}
                onClick={() => setChosen(g.key)}
                data-gift={g.key}
              >
                <img src={g.image} alt="" width={56} height={56} loading="lazy" />
                <span>{nameOf(g.key, g.name_key)}</span>
                <SendPrice>{priceText(g.price)}</SendPrice>
              </PickerOption>
            </li>
          ))}
        </PickerGrid>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="ghost" onClick={onClose}>
          {t('giftPicker.cancel')}
        </Button>
        <Button
          disabled={!gift}
          onClick={() => {
            if (!gift) return;
            onSend(gift.key);
            setChosen(null);
          }}
          data-testid="gift-send"
        >
          {gift
            ? t('giftPicker.send', { gift: nameOf(gift.key, gift.name_key), price: priceText(gift.price) })
            : t('composer.gift')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
