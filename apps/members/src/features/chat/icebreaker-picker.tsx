'use client';

import { useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Modal } from '@dating/ui/modal';
import { Spinner } from '@dating/ui/spinner';
import { LineButton, LineList } from './chat.styles';
import { useIcebreakers } from './use-icebreakers';
import { type LooseT } from '@/lib/loose-t';

export interface IcebreakerPickerProps {
  open: boolean;
  partnerId: string;
  onClose: () => void;
  /** The chosen line, in words: it goes into the text box, it is never sent by itself. */
  onChoose: (line: string) => void;
}

/** The icebreaker modal (spec §2): opening lines, those for shared interests first. */
export function IcebreakerPicker({ open, partnerId, onClose, onChoose }: IcebreakerPickerProps) {
  const { t } = useTranslation('chat');
  const { t: tProfile } = useTranslation('profile');
  const translate = t as unknown as LooseT;
  const translateProfile = tProfile as unknown as LooseT;
  const lines = useIcebreakers(partnerId, open);
  const shared = lines.data?.shared_interests ?? [];

  return (
    <Modal open={open} onClose={onClose} size="md" data-testid="icebreaker-picker">
      <Modal.Header description={<p>{t('icebreakerPicker.intro')}</p>}>
        {t('icebreakerPicker.title')}
      </Modal.Header>
      <Modal.Body>
        {shared.length > 0 ? (
          <p>
            {t('icebreakerPicker.shared', {
              interests: shared
                .map((key) => translateProfile(`interests.${key}`, { defaultValue: key }))
                .join(', '),
            })}
          </p>
        ) : null}
        {lines.isPending ? <Spinner /> : null}
        {lines.isError ? <Alert tone="danger">{t('icebreakerPicker.loadError')}</Alert> : null}
        {lines.isSuccess && lines.data.icebreakers.length === 0 ? <p>{t('icebreakerPicker.empty')}</p> : null}
        <LineList>
          {lines.data?.icebreakers.map((line, i) => {
            const text = translate(line.key, { ...line.values, defaultValue: '' });
            if (!text) return null;
            return (
              <li key={`${line.key}-${i}`}>
                <LineButton type="button" onClick={() => onChoose(text)} data-testid="icebreaker">
                  {text}
                </LineButton>
              </li>
            );
          })}
        </LineList>
      </Modal.Body>
    </Modal>
  );
}
