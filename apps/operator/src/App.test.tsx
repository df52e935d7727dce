import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { MODERATOR, mockApi, photo, sentBody } from './test-api';

const PHOTO = photo();
const me = MODERATOR;

describe('operator console', () => {
  it('logs in with password and code, then shows the queue oldest first with its age', async () => {
    let loggedIn = false;
    const calls = mockApi({
      'me.php': () =>
        loggedIn ? { status: 200, body: me } : { status: 403, body: { error: { code: 'forbidden' } } },
      'login.php': (init) => {
        const body = JSON.parse(String(init?.body)) as { totp: string };
        if (body.totp !== '123456') return { status: 401, body: { error: { code: 'login_failed' } } };
        loggedIn = true;
        return { status: 200, body: me };
      },
      'photo-queue.php': () => ({ status: 200, body: { total: 1, items: [PHOTO] } }),
      'photo-decision.php': () => ({ status: 200, body: { ok: true, photo: PHOTO.id, status: 'rejected' } }),
    });
    const user = userEvent.setup();
    render(<App />);
    await user.type(await screen.findByLabelText('E-mail address'), 'mod@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.type(screen.getByLabelText('Code from the authenticator app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('code is wrong');

    await user.clear(screen.getByLabelText('Code from the authenticator app'));
    await user.type(screen.getByLabelText('Code from the authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const card = await screen.findByRole('listitem', { name: 'Photo of Anna' });
    expect(within(card).getByText('2 h 5 min')).toBeInTheDocument();
    // A moderator has no audit log screen.
    expect(screen.queryByRole('button', { name: 'Audit log' })).not.toBeInTheDocument();

    // Rejecting needs a reason; the photo leaves the queue.
    await user.click(within(card).getByRole('button', { name: 'Reject…' }));
    await user.type(within(card).getByLabelText(/Reason/), 'Not a photo of the member');
    await user.click(within(card).getByRole('button', { name: 'Reject photo' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Photo of Anna' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Rejected: photo of Anna.');
    expect(await sentBody(calls, 'photo-decision.php')).toEqual({
      photo: PHOTO.id,
      decision: 'reject',
      reason: 'Not a photo of the member',
    });
  });

  it('shows admins the audit log search', async () => {
    const calls = mockApi({
      'me.php': () => ({ status: 200, body: { ...me, roles: ['admin'] } }),
      'photo-queue.php': () => ({ status: 200, body: { total: 0, items: [] } }),
      'audit-log.php': () => ({
        status: 200,
        body: {
          rows: [
            {
              id: 1,
              actor: 'operator:mod@example.com',
              action: 'photo.reject',
              subject_type: 'photo',
              subject_id: PHOTO.id,
              data: { reason: 'x' },
              created_at: '2026-11-24T10:00:00.000Z',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Audit log' }));
    expect(await screen.findByRole('cell', { name: 'photo.reject' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Action'), 'photo.*');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'audit-log.php')).toHaveLength(2));
  });
});
