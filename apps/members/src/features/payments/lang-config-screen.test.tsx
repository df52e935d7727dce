import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '@/test/fixtures';
import { LangConfigScreen } from './lang-config-screen';
import { createPackages, paymentsApi, renderPayments, resetPaymentsApi } from './test-support';

vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => paymentsApi, onAuthRequired: () => undefined }));

beforeEach(() => resetPaymentsApi());

describe('LangConfigScreen (/lang-config)', () => {
  it('stores the chosen language on the account, and saves nothing while the choice is the current one', async () => {
    const user = createUser();
    paymentsApi.user.updateLanguage.mockResolvedValue({ user: { ...user, language: 'de' } });
    renderPayments(<LangConfigScreen />, user);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toHaveTextContent('English');
    await userEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(save);
    await waitFor(() => expect(paymentsApi.user.updateLanguage).toHaveBeenCalledWith({ language: 'de' }));
  });

  it('says which country and currency the prices are for, with an example and where to change it', async () => {
    renderPayments(<LangConfigScreen />, createUser());
    const prices = await screen.findByTestId('lang-config-prices');
    expect(prices).toHaveTextContent('You see prices for Netherlands in EUR.');
    const cheapest = createPackages().packages.reduce((a, b) => (b.price_cents < a.price_cents ? b : a));
    expect(prices).toHaveTextContent(`For example: ${cheapest.credits} credits for`);
    expect(screen.getByRole('link', { name: 'Change the country in your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
