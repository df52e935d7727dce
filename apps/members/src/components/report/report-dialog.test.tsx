import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localApiError } from '@dating/core/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ReportAction } from './report-action';

const create = vi.fn();
vi.mock('@/lib/browser-api', () => ({
  getBrowserApi: () => ({ reports: { create } }),
  onAuthRequired: () => undefined,
}));

const ANNA = { id: 'b9f0c8a2-1111-4222-8333-444455556666', name: 'Anna' };
const REPORT_ID = 'c1f0c8a2-1111-4222-8333-444455556666';

function open(props: { loggedIn?: boolean; fromChat?: boolean; locale?: 'en' | 'it' } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <ReportAction member={ANNA} loggedIn={props.loggedIn ?? true} fromChat={props.fromChat ?? false} />,
    {
      user: props.loggedIn === false ? null : createUser(),
      locale: props.locale ?? 'en',
      pathname: '/members/x',
    },
  );
  return user;
}

beforeEach(() => {
  create.mockReset();
  create.mockResolvedValue({ ok: true, report: REPORT_ID, created: true });
});

describe('the report dialog', () => {
  it('offers every reason and sends the chosen one with the text, then confirms', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Report Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Anna' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Fake profile or scam',
      'Harassment or hate',
      'Sexual content without consent',
      'Under 18',
      'Spam or advertising',
      'Violence or threats',
      'Something else',
    ]);
    // No consent box outside the chat.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await user.type(within(dialog).getByRole('textbox', { name: /What happened/ }), '  Insults  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ profile: ANNA.id, reason: 'harassment_hate', text: 'Insults' }),
    );
    expect(await screen.findByTestId('report-sent')).toHaveTextContent(
      'We have received it and sent you a confirmation by e-mail.',
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs a reason, and a text for "something else", before it sends anything', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Report Anna' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose a reason.')).toBeVisible();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Tell us briefly what happened (at least 5 characters).')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /What happened/ })).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('attaches the chat’s last messages only when the member ticks the consent box', async () => {
    const user = open({ fromChat: true });
    const cases = [
      { radio: 'Spam or advertising', reason: 'spam', attach: false },
      { radio: 'Violence or threats', reason: 'violence_threats', attach: true },
    ];
    for (const { radio, reason, attach } of cases) {
      await user.click(screen.getByRole('button', { name: 'Report Anna' }));
      const consent = screen.getByRole('checkbox', { name: 'Attach our last messages' });
      expect(consent).not.toBeChecked();
      await user.click(screen.getByRole('radio', { name: radio }));
      if (attach) await user.click(consent);
      await user.click(screen.getByRole('button', { name: 'Send report' }));
      await waitFor(() =>
        expect(create).toHaveBeenLastCalledWith({
          profile: ANNA.id,
          reason,
          from_chat: true,
          attach_messages: attach,
        }),
      );
      await user.click(await screen.findByRole('button', { name: 'Done' }));
    }
  });

  it('says so when the same report was already open, and shows API errors in the member’s language', async () => {
    create.mockResolvedValueOnce({ ok: true, report: REPORT_ID, created: false });
    const user = open({ locale: 'it' });
    await user.click(screen.getByRole('button', { name: 'Segnala Anna' }));
    await user.click(screen.getByRole('radio', { name: 'Profilo falso o truffa' }));
    await user.click(screen.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await screen.findByTestId('report-sent')).toHaveTextContent(
      'Avevi già segnalato questo utente per questo motivo.',
    );
    await user.click(screen.getByRole('button', { name: 'Fatto' }));
    create.mockRejectedValueOnce(
      localApiError({ code: 'rate_limited', status: 429, method: 'POST', path: '/api/report.php' }),
    );
    await user.click(screen.getByRole('button', { name: 'Segnala Anna' }));
    await user.click(screen.getByRole('radio', { name: 'Spam o pubblicità' }));
    await user.click(screen.getByRole('button', { name: 'Invia segnalazione' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    const user = open({ loggedIn: false });
    await user.click(screen.getByRole('button', { name: 'Report Anna' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Anna' });
    expect(dialog).toHaveTextContent('Log in to report a member.');
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmembers%2Fx',
    );
    expect(create).not.toHaveBeenCalled();
  });
});
