import { type ApiClientOptions, createRequest } from './request';
import { accountResource } from './resources/account';
import { chatResource } from './resources/chat';
import { companyInfoResource } from './resources/company-info';
import { complaintsResource } from './resources/complaints';
import { dataExportResource } from './resources/data-export';
import { directDebitResource } from './resources/direct-debit';
import { discountsResource } from './resources/discounts';
import { geocodeResource } from './resources/geocode';
import { interestsResource } from './resources/interests';
import { likesResource } from './resources/likes';
import { paymentsResource } from './resources/payments';
import { profilesResource } from './resources/profiles';
import { regionsResource } from './resources/regions';
import { reportsResource } from './resources/reports';
import { settingsResource } from './resources/settings';
import { userResource } from './resources/user';

/**
 * The typed API client every app uses. One resource per file in `resources/`; add a resource there and
 * one line here.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const request = createRequest(options);
  return {
    request,
    settings: settingsResource(request),
    companyInfo: companyInfoResource(request),
    interests: interestsResource(request),
    regions: regionsResource(request),
    user: userResource(request),
    account: accountResource(request),
    profiles: profilesResource(request),
    likes: likesResource(request),
    chat: chatResource(request),
    discounts: discountsResource(request),
    payments: paymentsResource(request),
    complaints: complaintsResource(request),
    reports: reportsResource(request),
    directDebit: directDebitResource(request),
    dataExport: dataExportResource(request),
    geocode: geocodeResource(request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
