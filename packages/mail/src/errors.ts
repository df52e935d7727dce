/** Delivery through SMTP failed; the message is recorded in the mailbox with status 'failed'. */
export class MailDeliveryError extends Error {
  readonly code = 'mail_delivery_failed' as const;
  /** Id of the mailbox row that records the failed message. */
  readonly mailId: string;

  constructor(mailId: string, cause: unknown) {
    super(`Mail ${mailId} could not be delivered: ${describeError(cause)}`, { cause });
    this.name = 'MailDeliveryError';
    this.mailId = mailId;
  }
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
