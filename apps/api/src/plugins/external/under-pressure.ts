import underPressure from '@fastify/under-pressure';
import { ApiError } from '../../shared/api-error';
import type { App } from '../../types';

/** Sheds load with 503 `service_unavailable` when the event loop stalls or memory runs out. */
export async function registerUnderPressure(app: App): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: 2000,
    maxHeapUsedBytes: 1_500_000_000,
    retryAfter: 10,
    pressureHandler: () => {
      throw new ApiError('service_unavailable');
    },
  });
}
