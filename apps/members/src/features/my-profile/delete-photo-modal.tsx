'use client';

import styled from 'styled-components';
import { type TOwnPhoto } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';

const Preview = styled.img`
  display: block;
  width: 6rem;
  height: 8rem;
  margin-bottom: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

export interface DeletePhotoModalProps {
  photo: TOwnPhoto | null;
  isMain: boolean;
  onCancel: () => void;
  onConfirm: (photo: TOwnPhoto) => void;
}

/** "Delete this photo?": the photo, what happens to the main photo, Cancel first. */
export function DeletePhotoModal({ photo, isMain, onCancel, onConfirm }: DeletePhotoModalProps) {
  const { t } = useTranslation('editor');
  return (
    <Modal open={photo !== null} onClose={onCancel} size="sm" data-testid="delete-photo-modal">
      <Modal.Header>{t('photos.delete.title')}</Modal.Header>
      <Modal.Body>
        {photo ? <Preview src={photo.thumb_filename} alt="" width={96} height={128} /> : null}
        <p>{t('photos.delete.body')}</p>
        {isMain ? <p>{t('photos.delete.mainBody')}</p> : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          {t('photos.delete.cancel')}
        </Button>
        <Button onClick={() => photo && onConfirm(photo)}>{t('photos.delete.confirm')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
