import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../../types';

/** OpenAPI generated from the zod contracts; the UI at /api/docs, the document at /api/docs/json. */
export async function registerSwagger(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dating API',
        description: 'HTTP API of the dating and chat site. Every 4xx/5xx answers with the error envelope.',
        version: '0.1.0',
      },
      tags: [
        { name: 'site', description: 'Site settings and reference data' },
        { name: 'user', description: 'Login, session and the logged-in member' },
        {
          name: 'account',
          description: 'Sign-up, activation, profile steps, passwords, e-mail, deletion, notifications',
        },
        { name: 'mail', description: 'Signed webhooks of the mail provider' },
        { name: 'dev', description: 'Developer tools, never served in production on a real domain' },
        { name: 'media', description: 'Photo renditions' },
        { name: 'live', description: 'The live WebSocket channel' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'auth._token' },
          operator: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN' },
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'operator._token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The UI is same-origin only and never framed; drop upgrade-insecure-requests so plain-http dev works.
    transformStaticCSP: (header) =>
      header
        .replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';")
        .replace(/upgrade-insecure-requests;?/, '')
        .trim(),
  });
}
