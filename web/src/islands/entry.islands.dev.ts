/**
 * Development only (server/dev.ts): React Refresh's preamble, which React Router's scripts install on an
 * app page, before any component module; then the islands' start.
 */
import 'virtual:react-router/inject-hmr-runtime';
import './entry.islands';
