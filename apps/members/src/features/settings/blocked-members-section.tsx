'use client';

import Link from 'next/link';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useLocale, useTranslation } from '@dating/i18n/client';
import { Alert } from '@dating/ui/alert';
import { Avatar } from '@dating/ui/avatar';
import { Button } from '@dating/ui/button';
import { Spinner } from '@dating/ui/spinner';
import { useToast } from '@dating/ui/toast';
import { useApiErrorText } from '@/hooks/use-api-error-text';
import { FictionalDisclosure } from '@/components/fictional-disclosure/fictional-disclosure';
import { Muted, Section } from './settings.styles';
import { useBlockedMembers } from './use-blocked-members';
import { useUnblockMember, type TBlockedMember } from './use-unblock-member';
import { RetryAlert } from '@/components/retry-alert/retry-alert';
import { stackCss } from '@dating/ui/css';

const List = styled.ul`
  ${stackCss(3)}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding-bottom: ${({ theme }) => theme.spacing[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.default};

  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  & > [role='alert'] {
    grid-column: 1 / -1;
  }
`;

const Details = styled.div`
  ${stackCss(1)}
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.text.link};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

/** Age and city on one line; the separator is decoration, not text. */
const Facts = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  span + span::before {
    content: '·';
    margin: 0 ${({ theme }) => theme.spacing[2]};
  }
`;

/** The members the logged-in member blocked (spec §4), each with an Unblock button; no confirmation needed. */
export function BlockedMembersSection() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const blocks = useBlockedMembers();
  const heading = useRef<HTMLHeadingElement>(null);

  const onUnblocked = (member: TBlockedMember) => {
    toast.show({ tone: 'success', title: t('blocked.unblocked', { name: member.name }) });
    // The focused row is gone: keep the keyboard user in this section.
    heading.current?.focus();
  };

  let body;
  if (blocks.data) {
    body =
      blocks.data.profiles.length === 0 ? (
        <p data-testid="blocked-empty">{t('blocked.empty')}</p>
      ) : (
        <List data-testid="blocked-list">
          {blocks.data.profiles.map((member) => (
            <BlockedRow key={member.id} member={member} onUnblocked={onUnblocked} />
          ))}
        </List>
      );
  } else if (blocks.isError) {
    body = (
      <RetryAlert
        message={t('blocked.loadFailed')}
        retryLabel={t('settings.retry')}
        onRetry={() => void blocks.refetch()}
      />
    );
  } else {
    body = <Spinner />;
  }

  return (
    <Section aria-labelledby="blocked-title" data-testid="blocked-members">
      <h2 id="blocked-title" ref={heading} tabIndex={-1}>
        {t('blocked.title')}
      </h2>
      <Muted>{t('blocked.lead')}</Muted>
      {body}
    </Section>
  );
}

function BlockedRow({
  member,
  onUnblocked,
}: {
  member: TBlockedMember;
  onUnblocked: (member: TBlockedMember) => void;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const unblock = useUnblockMember({ onUnblocked });
  const nameId = useId();
  const blockedAt = new Date(member.blocked_at);
  const blockedOn = Number.isNaN(blockedAt.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(blockedAt);

  return (
    <Row data-testid="blocked-member">
      <Avatar src={member.main_image?.thumb_filename} alt={member.name} size="md" fallback="icon" />
      <Details>
        <Name>
          <Link href={`/members/${member.id}`} id={nameId}>
            {member.name}
          </Link>
          {member.fictional ? <FictionalDisclosure variant="inline" /> : null}
        </Name>
        <Facts>
          <span>{t('blocked.age', { count: member.age })}</span>
          {member.city ? <span>{member.city}</span> : null}
        </Facts>
        {blockedOn ? <Muted>{t('blocked.blockedOn', { date: blockedOn })}</Muted> : null}
      </Details>
      <Button
        size="sm"
        variant="outline"
        aria-describedby={nameId}
        loading={unblock.isPending}
        onClick={() => unblock.mutate(member)}
      >
        {t('blocked.unblock')}
      </Button>
      {unblock.isError ? <Alert tone="danger">{errorText(unblock.error)}</Alert> : null}
    </Row>
  );
}
