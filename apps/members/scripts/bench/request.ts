/** One GET of the load generators: keep-alive agent, the session cookie, English, HTML unless told otherwise. */
import http from 'node:http';

export interface BenchTarget {
  cookie: string;
  /** Extra request headers (e.g. `x-request-type` for the JSON API). */
  headers?: Record<string, string>;
}

/** Sends the request; `onEnd` gets the status and body bytes once the answer is read, `onError` a failure. */
export function sendGet(
  agent: http.Agent,
  url: URL,
  target: BenchTarget,
  onEnd: (status: number, bytes: number) => void,
  onError: () => void,
): void {
  const r = http.request(
    {
      agent,
      host: url.hostname,
      port: url.port,
      path: url.pathname + url.search,
      headers: { cookie: target.cookie, 'accept-language': 'en', accept: 'text/html', ...target.headers },
    },
    (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => onEnd(res.statusCode ?? 0, size));
    },
  );
  r.on('error', onError);
  r.end();
}
