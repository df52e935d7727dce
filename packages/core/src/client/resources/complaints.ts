import { contract } from '../contract';
import { defineResource } from '../calls';

/** Complaints about a payment (/complaints): the member's own complaints and orders, and a new complaint. */
export const complaintsResource = defineResource(({ get, send }) => ({
  /** GET /api/complaints.php: own complaints, own orders (the picker) and the site's refund window. */
  list: get('/api/complaints.php', contract('ZComplaintsResponse')),
  /** POST /api/complaint.php: a complaint about one of the member's own orders. */
  create: send('POST', '/api/complaint.php', { body: 'ZComplaintInput', answer: 'ZComplaintResponse' }),
}));
