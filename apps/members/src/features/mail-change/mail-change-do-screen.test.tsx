import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import {
  memberApi as accountApi,
  memberApiError as accountApiError,
  resetMemberApi as resetAccountApi,
} from '@/test/member-api';
import { MailChangeDoScreen } from './mail-change-do-screen';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => accountApi, onAuthRequired: () => undefined }));

const TOKEN = 'b'.repeat(40);

beforeEach(() => resetAccountApi());

describe('MailChangeDoScreen', () => {
  it('confirms once on load, even in strict mode', async () => {
    accountApi.account.confirmMailChange.mockResolvedValue({ ok: true });
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
    expect(accountApi.account.confirmMailChange).toHaveBeenCalledTimes(1);
    expect(accountApi.account.confirmMailChange).toHaveBeenCalledWith({ token: TOKEN });
  });

  it('token_invalid → "Link expired or invalid"', async () => {
    accountApi.account.confirmMailChange.mockRejectedValue(accountApiError('token_invalid', 400));
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
    expect(accountApi.account.confirmMailChange).not.toHaveBeenCalled();
  });
});
