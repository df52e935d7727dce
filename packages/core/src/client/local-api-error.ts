import type { TErrorCode } from '../contracts';
import { ApiError, type TFieldProblem } from './errors';

export interface LocalApiErrorInit {
  code: TErrorCode;
  status: number;
  params?: Record<string, string | number>;
  fields?: TFieldProblem[];
  method: string;
  path: string;
}

/**
 * An `ApiError` made on this side with the envelope the API would have sent (`message` = `errors.<code>`):
 * a check the browser makes before a request, or a test's scripted failure.
 */
export function localApiError({ code, status, params, fields, method, path }: LocalApiErrorInit): ApiError {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    fields,
    envelope: {
      error: {
        code,
        message: `errors.${code}`,
        status,
        ...(params ? { params } : {}),
        ...(fields ? { fields } : {}),
      },
    },
    method,
    path,
  });
}
