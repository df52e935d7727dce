import { OPERATOR_ROLE_NAMES } from '@dating/core/contracts';
import { OPERATOR_ROLES } from '@dating/db/schema';

// The operator API's shapes are zod contracts in @dating/core (packages/core/src/contracts/operator.ts), used
// by the API and the console alike (ADR 0037). This file only re-exports them for the operator routes and
// checks that the contracts' role list is the database's.

export {
  ZAuditQuery,
  ZAuditResponse,
  ZAuditRow,
  ZOperatorCreateInput,
  ZOperatorCreated,
  ZOperatorLoginInput,
  ZOperatorMe,
  ZPhotoDecisionInput,
  ZPhotoDecisionResponse,
  ZPhotoQueueQuery,
  ZPhotoQueueResponse,
  ZQueuedPhoto,
} from '@dating/core/contracts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameRoles: Same<(typeof OPERATOR_ROLES)[number], (typeof OPERATOR_ROLE_NAMES)[number]> = true;
if (!sameRoles || OPERATOR_ROLES.join() !== OPERATOR_ROLE_NAMES.join()) {
  throw new Error('operator roles: @dating/core and @dating/db disagree');
}
