/** The public service (contact) page of the site, outside the member app. */
export const SERVICE_PAGE = '/pages/service';
