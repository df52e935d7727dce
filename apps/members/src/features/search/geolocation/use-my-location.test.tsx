import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { GEOLOCATION_MAX_AGE_MS } from '@dating/core/domain';
import { SearchForm } from '../search-form';
import { renderSearch, searchSettings } from '../test-support';
import { useGeolocationStore } from './geolocation-store';
import { UseMyLocation } from './use-my-location';

const api = vi.hoisted(() => ({
  geocode: { reverse: vi.fn() },
  regions: { list: vi.fn() },
  user: { get: vi.fn() },
}));
vi.mock('@/lib/browser-api', () => ({ getBrowserApi: () => api, onAuthRequired: () => undefined }));

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number; message: string }) => void;

/** A fake navigator.geolocation whose answer each test decides. */
const getCurrentPosition = vi.fn<(ok: Success, fail: Failure, options: PositionOptions) => void>();

function installGeolocation(present = true) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: present ? { getCurrentPosition } : undefined,
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: vi.fn().mockResolvedValue({ state: 'prompt', addEventListener() {}, removeEventListener() {} }),
    },
  });
}

const at = (latitude: number, longitude: number) =>
  getCurrentPosition.mockImplementation((ok) => ok({ coords: { latitude, longitude } }));

beforeEach(() => {
  getCurrentPosition.mockReset();
  api.geocode.reverse.mockReset();
  api.regions.list.mockResolvedValue({
    countries: [
      { country: 'NL', term: 'regionTerm.province', regions: [{ id: 'NL-NH', name: 'Noord-Holland' }] },
      { country: 'DE', term: 'regionTerm.state', regions: [{ id: 'DE-BY', name: 'Bayern' }] },
    ],
  });
  useGeolocationStore.setState({ permission: 'unknown', result: null });
  installGeolocation();
});
afterEach(() => {
  installGeolocation(false);
});

const renderButton = (onPlace = vi.fn(() => true)) => {
  renderSearch(<UseMyLocation onPlace={onPlace} describe={(p) => `${p.countryregion} in ${p.country}`} />, {
    settings: searchSettings(),
  });
  return onPlace;
};
const status = () => screen.getByTestId('use-my-location-status');

describe('UseMyLocation', () => {
  it('never asks for the position without a click; the permission is read without prompting', async () => {
    renderButton();
    await waitFor(() => expect(useGeolocationStore.getState().permission).toBe('prompt'));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent('');
  });

  it('is reachable with the keyboard and asks with maximumAge of one hour when pressed', async () => {
    at(48.137154, 11.576124);
    api.geocode.reverse.mockResolvedValue({ country: 'DE', countryregion: 'DE-BY' });
    const user = userEvent.setup();
    const onPlace = renderButton();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onPlace).toHaveBeenCalledWith({ country: 'DE', countryregion: 'DE-BY' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ maximumAge: GEOLOCATION_MAX_AGE_MS });
    // Only three decimals (~110 m) leave the browser.
    expect(api.geocode.reverse).toHaveBeenCalledWith({ lat: 48.137, lon: 11.576 });
    expect(status()).toHaveTextContent('Set to DE-BY in DE. Press Search to see members there.');
    expect(useGeolocationStore.getState()).toMatchObject({
      permission: 'granted',
      result: { country: 'DE', countryregion: 'DE-BY' },
    });
    // The store holds the coarse answer only, never the position.
    expect(JSON.stringify(useGeolocationStore.getState())).not.toMatch(/48\.1|11\.5/);
  });

  it('stores false and says so when the position is in no served country', async () => {
    at(50.08, 14.44);
    api.geocode.reverse.mockResolvedValue(false);
    const onPlace = renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(status()).toHaveTextContent(/not in one of our countries/));
    expect(onPlace).not.toHaveBeenCalled();
    expect(useGeolocationStore.getState().result).toBe(false);
  });

  it('stores false when the lookup fails (spec §8)', async () => {
    at(52.37, 4.9);
    api.geocode.reverse.mockRejectedValue(
      new ApiError({
        status: 429,
        code: 'rate_limited',
        messageKey: 'errors.rate_limited',
        envelope: { error: { code: 'rate_limited', message: 'errors.rate_limited', status: 429 } },
        method: 'GET',
        path: '/api/geocode.php',
      }),
    );
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(useGeolocationStore.getState().result).toBe(false));
    expect(status()).toHaveTextContent(/not in one of our countries/);
  });

  it('records a refusal as denied and calls no API', async () => {
    getCurrentPosition.mockImplementation((_ok, fail) => fail({ code: 1, message: 'denied' }));
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(status()).toHaveTextContent(/didn't allow access/));
    expect(useGeolocationStore.getState()).toMatchObject({ permission: 'denied', result: null });
    expect(api.geocode.reverse).not.toHaveBeenCalled();
  });

  it('says when the position cannot be found (timeout, no signal)', async () => {
    getCurrentPosition.mockImplementation((_ok, fail) => fail({ code: 3, message: 'timeout' }));
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(status()).toHaveTextContent(/couldn't determine your location/));
  });

  it('is not offered when the browser has no geolocation', async () => {
    installGeolocation(false);
    renderButton();
    await waitFor(() => expect(useGeolocationStore.getState().permission).toBe('unsupported'));
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
  });
});

describe('search filters with "Use my location"', () => {
  const filters = { gender: null, country: 'NL', countryregion: null, min_age: 18, max_age: 99 };

  it('fills country and region, and searches only when the member presses Search', async () => {
    at(48.137, 11.576);
    api.geocode.reverse.mockResolvedValue({ country: 'DE', countryregion: 'DE-BY' });
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderSearch(<SearchForm filters={filters} onSearch={onSearch} />, { settings: searchSettings() });
    await waitFor(() => expect(api.regions.list).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('DE'));
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('DE-BY'));
    expect(status()).toHaveTextContent('Set to Bayern, Germany.');
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(onSearch).toHaveBeenCalledWith({ ...filters, country: 'DE', countryregion: 'DE-BY' });
  });

  it('leaves the filters alone for a country this site does not serve', async () => {
    at(47.0, 10.0);
    api.geocode.reverse.mockResolvedValue({ country: 'AT', countryregion: 'AT-7' });
    renderSearch(<SearchForm filters={filters} onSearch={vi.fn()} />, { settings: searchSettings() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(useGeolocationStore.getState().result).toEqual({ country: 'AT', countryregion: 'AT-7' }),
    );
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    expect(status()).toHaveTextContent(/not in one of our countries/);
  });
});
