'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { type TChatProfile } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { Avatar } from '@dating/ui/avatar';
import { Button } from '@dating/ui/button';
import { Modal } from '@dating/ui/modal';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { ReportAction } from '@/components/report/report-action';
import { BackIcon, InfoIcon } from './chat-icons';
import {
  ChatColumn,
  ChatTopBar,
  FictionalRow,
  HeaderName,
  HeaderProfile,
  HeaderText,
  IconButton,
} from './chat.styles';

/**
 * The in-chat top bar: back to the list, the other member (photo, name, age, link to the profile) and, for a
 * fictional profile, its marker and a button that explains what a fictional profile is.
 */
export function ChatHeader({ profile }: { profile: TChatProfile | null }) {
  const { t } = useTranslation('chat');
  const [aboutOpen, setAboutOpen] = useState(false);
  const aboutId = useId();

  return (
    <ChatTopBar>
      <ChatColumn>
        <IconButton as={Link} href="/chats" aria-label={t('header.back')} data-testid="chat-back">
          <BackIcon />
        </IconButton>
        {profile ? (
          <HeaderProfile href={`/members/${encodeURIComponent(profile.id)}`}>
            <Avatar src={profile.photo} alt="" name={profile.name} size="sm" />
            <HeaderText>
              <HeaderName data-testid="chat-partner">
                {t('header.nameAge', { name: profile.name, age: profile.age })}
              </HeaderName>
            </HeaderText>
          </HeaderProfile>
        ) : null}
        {profile ? <ReportAction member={profile} loggedIn fromChat variant="ghost" size="sm" /> : null}
      </ChatColumn>
      {profile?.fictional ? (
        <FictionalRow data-testid="chat-fictional">
          <FictionalDisclosure variant="inline" />
          <Button
            variant="link"
            size="sm"
            startIcon={<InfoIcon />}
            onClick={() => setAboutOpen(true)}
            aria-haspopup="dialog"
            aria-controls={aboutOpen ? aboutId : undefined}
          >
            {t('header.aboutFictional')}
          </Button>
        </FictionalRow>
      ) : null}
      <Modal id={aboutId} open={aboutOpen} onClose={() => setAboutOpen(false)} size="sm">
        <Modal.Header>{t('header.aboutFictionalTitle')}</Modal.Header>
        <Modal.Body>
          <p>{t('header.aboutFictionalBody')}</p>
          <p>{t('header.aboutFictionalMarker')}</p>
          <FictionalDisclosure variant="header" />
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setAboutOpen(false)} data-autofocus>
            {t('header.close')}
          </Button>
        </Modal.Footer>
      </Modal>
    </ChatTopBar>
  );
}
