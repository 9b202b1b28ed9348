/**
 * `npm run contracts:verify:mocks`: starts the HTTP mock server on a spare port, probes every operation
 * of the contracts through Prism (`contracts:verify`), stops the server and exits with the probe's code.
 * The same check a backend team runs against its own server, run against ours.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const port = Number(process.env.MOCK_VERIFY_PORT ?? 4110);

/** Node with tsx's loader, in this same process tree: one child per script, so stopping it stops the server. */
function runScript(script: string, args: string[], options: Parameters<typeof spawn>[2]) {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], options);
}

const server = runScript('scripts/mock-server.ts', [], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
const ready = new Promise<void>((resolve, reject) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('listening')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`The mock server exited early (code ${String(code)})`)));
});

try {
  await ready;
  const probe = runScript('scripts/contracts-verify.ts', ['--target', `http://127.0.0.1:${port}`], { stdio: 'inherit' });
  const [code] = (await once(probe, 'exit')) as [number | null];
  process.exitCode = code ?? 1;
} finally {
  server.kill();
}
