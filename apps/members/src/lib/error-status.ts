/** The status an error carries (an ApiError's `status`), else 500 (spec §2: "status (default 500)"). */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
