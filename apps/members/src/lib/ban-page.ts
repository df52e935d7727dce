/** The legal app's ban page, where a banned member lands (ADR 0034). */
export const BAN_PAGE = '/pages/ban';
