import { z } from 'zod';

/** Company details of the operator, shown in the footer, the legal pages and emails. */
export const ZCompanyDetails = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string().describe('Chamber of commerce registration number'),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  added: z.string().describe('ISO date-time the company details were added (drives the terms version date)'),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetails>;

/** GET /api/companyinfo.php (spec §7). */
export const ZCompanyInfo = ZCompanyDetails.extend({
  support_phone: z.string(),
  delete_discount: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe('Percent offered when deleting, or null'),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;
