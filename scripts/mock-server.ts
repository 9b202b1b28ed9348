/**
 * `npm run mock:server`: the stateful mocks over HTTP with CORS and the realtime chat socket
 * (mocks/http/mock-http-server.ts), on PORT (default 4010). API calls live under /api.
 * MOCK_REDIRECT_ORIGINS (comma-separated origins) adds to the loopback origins the mock providers return to.
 */
import { startMockHttpServer } from '../mocks/http/mock-http-server';

const server = await startMockHttpServer({ port: Number(process.env.PORT ?? 4010), redirectOrigins: process.env.MOCK_REDIRECT_ORIGINS });
console.log(`Mock API listening on ${server.origin}/api (chat socket on ws://127.0.0.1:${server.port}/chat/socket)`);
