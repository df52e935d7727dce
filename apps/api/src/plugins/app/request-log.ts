import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines ("incoming request", "request completed") at a level of our choosing:
 * `info` in development and tests, `debug` in production, where a line per request cost more than the read
 * it describes (ADR 0032). A request that failed (an error, or an answer of 500 or above) is always logged,
 * at `error`; Fastify's other lines (default error handler, stream and serialiser errors) are unchanged.
 */
export class RequestLogController extends LogController {
  constructor(private readonly level: 'info' | 'debug') {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || reply.statusCode >= 500) {
      reply.log.error(
        { res: reply, err: error ?? undefined, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
