'use client';

import { type TPublicProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { ModalBodyStack, PhotoButton } from './likes.styles';

export interface LikeModalProps {
  /** The profile that liked the member; null keeps the modal closed. */
  profile: TPublicProfile | null;
  /** The one button's label, supplied by the caller (e.g. "Like back"). */
  buttonLabel: string;
  /** The photo was pressed: the caller opens the profile. */
  onImagePressed: (profileId: string) => void;
  /** The button was pressed. */
  onButtonPressed: (profileId: string) => void;
  /** Escape, the close button or a click outside the dialog. */
  onClose: () => void;
  pending?: boolean;
}

/**
 * The "New like!" modal of spec §4: the profile's main photo (a button that emits `imagePressed` with the
 * profile id), its name, the fictional disclosure where it applies, and one button with a caller-supplied
 * label that emits `buttonPressed`. Escape, the close button and a click outside close it.
 */
export function LikeModal({
  profile,
  buttonLabel,
  onImagePressed,
  onButtonPressed,
  onClose,
  pending,
}: LikeModalProps) {
  const { t } = useTranslation('likes');
  return (
    <Modal open={profile !== null} onClose={onClose} size="sm" data-testid="like-modal">
      {profile ? (
        <>
          <Modal.Header>{t('modal.title')}</Modal.Header>
          <Modal.Body>
            <ModalBodyStack>
              <PhotoButton
                type="button"
                data-autofocus=""
                aria-label={t('modal.viewProfile', { name: profile.name })}
                onClick={() => onImagePressed(profile.id)}
                data-testid="like-modal-photo"
              >
                {profile.main_image ? (
                  <img src={profile.main_image.thumb_filename} alt="" width={240} height={300} />
                ) : (
                  <Avatar alt="" name={profile.name} size="xl" fallback="icon" aria-hidden="true" />
                )}
              </PhotoButton>
              <p>{t('modal.likesYou', { name: profile.name, age: profile.age })}</p>
              {profile.fictional ? <FictionalDisclosure variant="inline" /> : null}
            </ModalBodyStack>
          </Modal.Body>
          <Modal.Footer>
            <Button onClick={() => onButtonPressed(profile.id)} loading={pending}>
              {buttonLabel}
            </Button>
          </Modal.Footer>
        </>
      ) : null}
    </Modal>
  );
}
