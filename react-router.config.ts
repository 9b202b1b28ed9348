/**
 * React Router framework mode: every page is rendered on the server (streamed HTML), then hydrated.
 * The framework's files are web/src/root.tsx, routes.ts, entry.server.tsx and entry.client.tsx; the route modules they name live in the features; the build
 * goes to build/ (client assets and the server bundle made from server/app.ts, see vite.config.ts).
 */
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web/src',
  // `build` for every deployment; the production-server tests build the same app into a directory of their own.
  buildDirectory: process.env.BUILD_DIRECTORY ?? 'build',
  ssr: true,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
