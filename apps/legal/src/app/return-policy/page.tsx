import { ReturnPolicyContent } from '../../components/pages/return-policy-content';
import { legalRoute } from '../../lib/legal-route';

const route = legalRoute('returnPolicy.title', ReturnPolicyContent);

export const generateMetadata = route.generateMetadata;
// Next.js requires the page as the default export.
export default route.Page;
