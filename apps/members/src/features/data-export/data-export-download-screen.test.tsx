import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { DataExportDownloadScreen } from './data-export-download-screen';

const api = vi.hoisted(() => ({ dataExport: { link: vi.fn() } }));
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => api, onAuthRequired: () => undefined }));

const TOKEN = 'a'.repeat(43);

beforeEach(() => api.dataExport.link.mockReset());

const renderScreen = (token: string, locale: 'en' | 'nl' = 'en') =>
  renderWithProviders(<DataExportDownloadScreen token={token} />, {
    user: createUser(),
    pathname: '/data-export',
    locale,
  });

describe('the data export link page', () => {
  it('offers the ZIP of a live link with its size and end', async () => {
    api.dataExport.link.mockResolvedValue({
      expires_at: '2026-11-21T10:00:00.000Z',
      bytes: 2_400_000,
      download_url: `/api/data-export/download.php?token=${TOKEN}`,
    });
    renderScreen(TOKEN);
    const link = await screen.findByRole('link', { name: 'Download ZIP file' });
    expect(link).toHaveAttribute('href', `/api/data-export/download.php?token=${TOKEN}`);
    expect(link).toHaveAttribute('download');
    expect(api.dataExport.link).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText('Your data is ready as one ZIP file (2.4 MB).')).toBeInTheDocument();
    expect(screen.getByText(/This link works until November 21, 2026/)).toBeInTheDocument();
  });

  // The API's 400 token_invalid (expired, unknown or another member's link) shows this same panel; the e2e
  // flow checks it in the browser with another member's session.
  it('says, translated, that a link has expired, with the way to ask again, without asking the API', () => {
    renderScreen('not-a-token', 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Deze link is verlopen' })).toBeInTheDocument();
    expect(screen.getByTestId('data-export-expired')).toHaveTextContent(
      'Downloadlinks werken 24 uur en alleen voor het account dat ze heeft aangevraagd.',
    );
    expect(screen.getByRole('link', { name: 'Naar instellingen' })).toHaveAttribute('href', '/notifications');
    expect(api.dataExport.link).not.toHaveBeenCalled();
  });
});
