/**
 * Prints the Content-Security-Policy header for a build made with the same env (`npm run csp`, or
 * `VITE_API_BASE_URL=https://api.example.com/api npm run csp`): the host serving dist/ sends it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { contentSecurityPolicy } from '../web/src/app/content-security-policy';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
console.log(contentSecurityPolicy(loadEnv(process.env.MODE ?? 'production', root, 'VITE_')));
