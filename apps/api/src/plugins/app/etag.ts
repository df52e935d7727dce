import { createHash } from 'node:crypto';
import type { App } from '../../types';

/** Weak ETag on 200 answers of routes with `config.etag`, and 304 for a matching If-None-Match. */
export function registerEtag(app: App): void {
  // Synchronous (`done`): it runs on every answer, and most routes have no ETag.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.routeOptions.config.etag || reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', tag);
    const inm = request.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === tag || t.trim() === '*')) {
      reply.code(304);
      reply.removeHeader('content-length');
      done(null, '');
      return;
    }
    done(null, payload);
  });
}
