/**
 * A Prism mock server straight from the contracts, answering with their examples (dynamic examples
 * off), for checking a contract before any handler exists in mocks/:
 *
 *   npm run contracts:mock                          every service on http://127.0.0.1:4020/api
 *   npm run contracts:mock -- --service job --port 4021
 *
 * Calls keep their /api path, as the app sends them. The merged document is rewritten when a file of
 * contracts/ changes, and Prism reloads it.
 */
import { watch } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_BASE_PATH, root, SERVICES, writeMergedContracts } from './lib/bundle-contracts';
import { startPrism } from './lib/prism-process';

const { values } = parseArgs({ options: { service: { type: 'string' }, port: { type: 'string', default: '4020' } } });

const services: readonly string[] = values.service ? [values.service] : SERVICES;
if (values.service && !(SERVICES as readonly string[]).includes(values.service)) {
  throw new Error(`Unknown service "${values.service}"; one of: ${SERVICES.join(', ')}`);
}
const name = values.service ? `service-${values.service}` : 'all';
const { prismFile } = await writeMergedContracts(services, name);

let timer: NodeJS.Timeout | undefined;
watch(path.join(root, 'contracts'), () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    writeMergedContracts(services, name).then(
      () => console.log('contracts changed: merged document rewritten'),
      (error: unknown) => console.error(`contracts changed but do not bundle: ${String(error)}`),
    );
  }, 300);
});

const prism = await startPrism(['mock', prismFile, '--dynamic=false', '-p', values.port!, '-h', '127.0.0.1'], { echo: true });
console.log(`Contract mock (${values.service ?? 'all services'}) on http://127.0.0.1:${values.port}${API_BASE_PATH}`);
const stop = () => {
  prism.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
prism.child.once('exit', (code) => process.exit(code ?? 1));
