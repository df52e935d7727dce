import {
  ZComplaintResponse,
  ZComplaintsResponse,
  type TComplaintInput,
  type TComplaintResponse,
  type TComplaintsResponse,
} from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

/** Complaints about a payment (/complaints): the member's own complaints and orders, and a new complaint. */
export const complaintsResource = (request: RequestFn) => ({
  /** GET /api/complaints.php: own complaints, own orders (the picker) and the site's refund window. */
  list: (options?: CallOptions): Promise<TComplaintsResponse> =>
    request({ method: 'GET', path: '/api/complaints.php', schema: ZComplaintsResponse, ...options }),
  /** POST /api/complaint.php: a complaint about one of the member's own orders. */
  create: (input: TComplaintInput, options?: CallOptions): Promise<TComplaintResponse> =>
    request({
      method: 'POST',
      path: '/api/complaint.php',
      body: input,
      schema: ZComplaintResponse,
      ...options,
    }),
});
