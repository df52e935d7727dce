'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { visuallyHiddenCss } from '@dating/ui/visually-hidden';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Checkbox } from '@dating/ui/checkbox';
import { DropIcon, DropZone, UploadList, UploadName, UploadRow } from './photo-uploader.styles';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, type uploadPhoto } from './upload-photo';
import { usePhotoErrorText } from './use-photo-error-text';
import { usePhotoUploads } from './use-photo-uploads';
import { stackCss } from '@dating/ui/css';

const Root = styled.div`
  ${stackCss(3)}
`;

const LiveRegion = styled.p`
  ${visuallyHiddenCss}
`;

export interface PhotoUploaderProps {
  /** Offer "upload as private" (the profile screen; sign-up keeps it simple). */
  allowPrivate?: boolean;
  /** Sends one file (tests pass a fake of `uploadPhoto`). */
  upload?: typeof uploadPhoto;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Add photos by dropping them on the zone or choosing them with the file picker (the zone is a button, so the
 * keyboard reaches it). Several files upload one after another, each with a progress bar; a refused file says
 * why in the member's language.
 */
export function PhotoUploader({ allowPrivate = false, upload }: PhotoUploaderProps) {
  const { t } = useTranslation('editor');
  const locale = useLocale();
  const errorText = usePhotoErrorText();
  const hintId = `upload-hint${useId()}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [asPrivate, setAsPrivate] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const uploads = usePhotoUploads({
    upload,
    onUploaded: (name) => setAnnouncement(t('photos.upload.done', { name })),
  });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });

  const addFiles = (files: FileList | null) => {
    if (!files?.length) return;
    setAnnouncement('');
    uploads.add(Array.from(files), { private: asPrivate });
  };

  return (
    <Root>
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        hidden
        data-testid="photo-file-input"
        onChange={(event) => {
          addFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <DropZone
        type="button"
        data-testid="photo-drop-zone"
        data-dragging={dragging ? '' : undefined}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          addFiles(event.dataTransfer.files);
        }}
      >
        <DropIcon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M4 16.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1.5M12 4v11m0-11-4 4m4-4 4 4" />
        </DropIcon>
        <strong>{dragging ? t('photos.upload.dropNow') : t('photos.upload.title')}</strong>
        <span id={hintId}>{t('photos.upload.hint', { max_mb: PHOTO_MAX_MB })}</span>
      </DropZone>
      {allowPrivate ? (
        <Checkbox
          label={t('photos.upload.private')}
          hint={t('photos.upload.privateHint')}
          checked={asPrivate}
          onChange={(event) => setAsPrivate(event.target.checked)}
        />
      ) : null}
      <UploadList aria-label={t('photos.upload.listLabel')} data-testid="upload-list">
        {uploads.items.map((item) =>
          item.status === 'failed' ? (
            <li key={item.id} data-upload-status="failed">
              <Alert
                tone="danger"
                title={t('photos.upload.failed', { name: item.name })}
                onDismiss={() => uploads.dismiss(item.id)}
              >
                {errorText(item.error)}
              </Alert>
            </li>
          ) : (
            <UploadRow key={item.id} data-upload-status={item.status}>
              <UploadName>
                <span>{item.name}</span>
                <span>
                  {item.status === 'queued' ? t('photos.upload.queued') : percent.format(item.progress)}
                </span>
              </UploadName>
              <progress
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={t('photos.upload.progress', { name: item.name })}
              />
            </UploadRow>
          ),
        )}
      </UploadList>
      <LiveRegion role="status">{announcement}</LiveRegion>
    </Root>
  );
}
