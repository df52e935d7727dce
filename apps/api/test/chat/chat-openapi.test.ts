import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../helper';
import { OPERATOR_TOKEN } from './chat-helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ operatorToken: OPERATOR_TOKEN });
}, 120_000);
afterAll(async () => ctx?.close());

it('documents every chat call in /api/docs with its tag, summary and description', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as {
    paths: Record<string, Record<string, { tags?: string[]; summary?: string; description?: string }>>;
  };
  const calls: [string, string, string][] = [
    ['/api/chats.php', 'get', 'chat'],
    ['/api/chat.php', 'delete', 'chat'],
    ['/api/messages.php', 'get', 'chat'],
    ['/api/messages.php', 'post', 'chat'],
    ['/api/chat-read.php', 'post', 'chat'],
    ['/api/chat-photo.php', 'post', 'chat'],
    ['/api/gifts.php', 'get', 'chat'],
    ['/api/icebreakers.php', 'get', 'chat'],
    ['/api/operator/host-queue.php', 'get', 'operator'],
    ['/api/operator/host-reply.php', 'post', 'operator'],
    ['/api/operator/host-handled.php', 'post', 'operator'],
  ];
  for (const [path, method, tag] of calls) {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op!.tags).toContain(tag);
    expect(op!.summary).toBeTruthy();
  }
  const send = JSON.stringify(doc.paths['/api/messages.php']!.post);
  expect(send).toContain('client_id');
  expect(send).toContain('insufficient_credits');
});
