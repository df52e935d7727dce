import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type TDataExportState } from '@dating/core/contracts';
import { createUser } from '@/test/fixtures';
import { memberApiError } from '@/test/member-api';
import { renderWithProviders } from '@/test/render';
import { DataExportSection } from './data-export-section';

const api = vi.hoisted(() => ({ dataExport: { state: vi.fn(), request: vi.fn() } }));
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => api, onAuthRequired: () => undefined }));

const NONE: TDataExportState = { status: 'none', requested_at: null, expires_at: null, next_at: null };
const NEXT = '2026-11-21T10:00:00.000Z';
const QUEUED: TDataExportState = {
  status: 'queued',
  requested_at: '2026-11-20T10:00:00.000Z',
  expires_at: null,
  next_at: NEXT,
};

beforeEach(() => {
  api.dataExport.state.mockReset();
  api.dataExport.request.mockReset();
});

const renderSection = (locale: 'en' | 'nl' = 'en') =>
  renderWithProviders(<DataExportSection />, { user: createUser(), pathname: '/notifications', locale });

describe('Download my data', () => {
  it('says what the ZIP holds, asks for it, and shows that it is on its way and when the next is possible', async () => {
    api.dataExport.state.mockResolvedValue(NONE);
    api.dataExport.request.mockResolvedValue(QUEUED);
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Download my data' })).toBeInTheDocument();
    expect(
      screen.getByText(/One ZIP file with your profile, your photos, your messages/),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Request my data' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(api.dataExport.request).toHaveBeenCalledWith({});
    expect(await screen.findByText('Requested. We will e-mail you the link.')).toBeInTheDocument();
    const status = screen.getByTestId('data-export-status');
    expect(status).toHaveTextContent('We are putting your data together.');
    expect(status).toHaveTextContent(/Next possible: November 21, 2026/);
    // Once a day: the button is off until then.
    expect(button).toBeDisabled();
  });

  it('shows a ready link’s end in the member’s language', async () => {
    api.dataExport.state.mockResolvedValue({
      ...QUEUED,
      status: 'ready',
      expires_at: '2026-11-21T10:00:00.000Z',
    });
    renderSection('nl');
    const status = await screen.findByTestId('data-export-status');
    expect(status).toHaveTextContent(/Je gegevens staan klaar: .* Hij werkt tot 21 november 2026/);
    expect(screen.getByRole('button', { name: 'Mijn gegevens aanvragen' })).toBeDisabled();
  });

  it('translates the once-a-day refusal with the time the next request is possible', async () => {
    api.dataExport.state.mockResolvedValue({ ...NONE, status: 'failed' });
    api.dataExport.request.mockRejectedValue(memberApiError('rate_limited', 429, { next_at: NEXT }));
    const user = userEvent.setup();
    renderSection();
    const button = screen.getByRole('button', { name: 'Request my data' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByTestId('data-export-status')).toHaveTextContent('Something went wrong');
    await user.click(button);
    expect(await screen.findByTestId('data-export-error')).toHaveTextContent(
      /already requested your data in the last 24 hours\. You can request it again from November 21, 2026/,
    );
  });

  it('offers a retry when the state cannot be loaded', async () => {
    api.dataExport.state.mockRejectedValue(memberApiError('internal_error', 500));
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Your data request could not be loaded.')).toBeInTheDocument();
    api.dataExport.state.mockResolvedValue(NONE);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request my data' })).toBeEnabled());
  });
});
