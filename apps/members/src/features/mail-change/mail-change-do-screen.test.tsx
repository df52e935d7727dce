import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { memberApi, memberApiError, resetMemberApi } from '@/test/member-api';
import { MailChangeDoScreen } from './mail-change-do-screen';

const TOKEN = 'b'.repeat(40);

beforeEach(() => resetMemberApi());

describe('MailChangeDoScreen', () => {
  it('confirms once on load, even in strict mode', async () => {
    memberApi.account.confirmMailChange.mockResolvedValue({ ok: true });
    renderWithProviders(
      <StrictMode>
        <MailChangeDoScreen token={TOKEN} />
      </StrictMode>,
      { pathname: '/mail-change/do' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your new e-mail address…');
    expect(await screen.findByTestId('mail-change-done')).toHaveTextContent(
      'Your e-mail address has been changed.',
    );
    expect(memberApi.account.confirmMailChange).toHaveBeenCalledTimes(1);
    expect(memberApi.account.confirmMailChange).toHaveBeenCalledWith({ token: TOKEN });
  });

  it('token_invalid → "Link expired or invalid"', async () => {
    memberApi.account.confirmMailChange.mockRejectedValue(memberApiError('token_invalid', 400));
    renderWithProviders(<MailChangeDoScreen token={TOKEN} />, {
      pathname: '/mail-change/do',
    });
    expect(await screen.findByTestId('mail-change-invalid')).toHaveTextContent(
      'Link expired or invalid, request a new email',
    );
  });

  it('a malformed token never reaches the API', () => {
    renderWithProviders(<MailChangeDoScreen token="short" />, {
      pathname: '/mail-change/do',
    });
    expect(screen.getByTestId('mail-change-invalid')).toBeInTheDocument();
    expect(memberApi.account.confirmMailChange).not.toHaveBeenCalled();
  });
});
