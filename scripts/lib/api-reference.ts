/**
 * The API reference, built by Redocly (`redocly join` + `redocly build-docs`, Redoc with its search):
 * - index.html: every HTTP service contract joined into one document, grouped by service, with each
 *   operation's error codes (code, SDK name, HTTP status, meaning) and the whole error catalogue;
 * - chat-events.html: the realtime chat events (contracts/chat-events.asyncapi.yaml).
 * Both pages carry Redoc inline (--inlineBundle), so they open offline and from a file.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { SERVICES, root } from './bundle-contracts.ts';

const run = promisify(execFile);

export const REDOCLY_CLI = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
export const CHAT_EVENTS_CONTRACT = path.join(root, 'contracts/chat-events.asyncapi.yaml');
export const INDEX_PAGE = 'index.html';
export const CHAT_EVENTS_PAGE = 'chat-events.html';
export const API_TITLE = 'Jobchat API reference';
export const CHAT_EVENTS_TITLE = 'Jobchat realtime chat events';

type Json = Record<string, unknown>;
interface CatalogEntry {
  code: number;
  http_status: number;
  message: string;
}
/** What the reference says about each documented code. */
export interface CodeInfo {
  name?: string;
  status?: number;
  message?: string;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Runs the project's Redocly CLI without telemetry or update checks; its errors carry its output.
 * NODE_ENV is set because under `test` (vitest) the CLI writes no files.
 */
async function redocly(args: string[]): Promise<void> {
  try {
    await run(process.execPath, [REDOCLY_CLI, ...args], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`redocly ${args[0]} failed:\n${stderr || stdout}`, { cause: error });
  }
}

/** ErrorCode's enum, x-enumNames and x-error-catalog as one lookup by code. */
export function codeTable(errorCodeSchema: unknown): Map<number, CodeInfo> {
  const table = new Map<number, CodeInfo>();
  if (!isRecord(errorCodeSchema)) return table;
  const codes = Array.isArray(errorCodeSchema.enum) ? (errorCodeSchema.enum as number[]) : [];
  const names = Array.isArray(errorCodeSchema['x-enumNames']) ? (errorCodeSchema['x-enumNames'] as string[]) : [];
  codes.forEach((code, index) => table.set(code, { name: names[index] }));
  for (const entry of (errorCodeSchema['x-error-catalog'] as CatalogEntry[] | undefined) ?? []) {
    table.set(entry.code, { ...table.get(entry.code), status: entry.http_status, message: entry.message });
  }
  return table;
}

function cell(text: unknown): string {
  return String(text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** A Markdown table of error codes: code, SDK name (`ErrorCode.<name>`), HTTP status, meaning. */
export function errorCodesMarkdown(codes: readonly number[], table: Map<number, CodeInfo>): string {
  const rows = codes.map((code) => {
    const info = table.get(code);
    const name = info?.name ? `\`${info.name}\`` : '';
    return `| ${code} | ${name} | ${info?.status ?? ''} | ${cell(info?.message ?? 'not in the catalogue')} |`;
  });
  return ['| Code | `ErrorCode.` | HTTP | Meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Shapes the joined document for reading: one title, an introduction with the chat events page and
 * the error catalogue, and each operation's `x-error-codes` as a table in its description.
 */
export function prepareJoinedDocument(document: Json): Json {
  const schemas = isRecord(document.components) && isRecord(document.components.schemas) ? document.components.schemas : {};
  const table = codeTable(schemas.ErrorCode);
  let operations = 0;
  for (const pathItem of Object.values(isRecord(document.paths) ? document.paths : {})) {
    if (!isRecord(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      operations += 1;
      const codes = Array.isArray(operation['x-error-codes']) ? (operation['x-error-codes'] as number[]) : [];
      const spec = operation['x-spec-id'] ? `spec row **${String(operation['x-spec-id'])}**` : operation['x-spec'] === 'implied' ? 'implied by the screens (no spec row)' : '';
      // Redoc's search reads descriptions, not operation ids: the id goes in the text so it can be found.
      const meta = [operation.operationId ? `Operation id \`${String(operation.operationId)}\`` : '', spec].filter(Boolean).join(' · ');
      const parts = [String(operation.description ?? '').trim(), meta, codes.length > 0 ? `**Error codes**\n\n${errorCodesMarkdown(codes, table)}` : ''];
      operation.description = parts.filter(Boolean).join('\n\n');
    }
  }
  const services = (Array.isArray(document['x-tagGroups']) ? (document['x-tagGroups'] as { name: string; tags: string[] }[]) : []).map(
    (group) => `- **${group.name}**: ${group.tags.join(', ')}`,
  );
  const info = isRecord(document.info) ? document.info : {};
  document.info = {
    ...info,
    title: API_TITLE,
    description: [
      `Every Jobchat HTTP service contract (\`contracts/*.yaml\`) in one reference: ${operations} operations, generated by \`npm run contracts:docs\`; do not edit.`,
      'Every request carries the `Role-Id`, `Country-Id`, `Language-Id` and `Device-Uuid` headers; a failure answers the `ErrorReply` envelope with a numeric `ErrorCode`, named in the SDK (`isApiError(error, ErrorCode.JobDeleted)`).',
      `## Services\n\n${services.join('\n')}`,
      `## Realtime chat events\n\nThe chat socket's events (AsyncAPI) have [their own page](${CHAT_EVENTS_PAGE}).`,
      `## Error codes\n\n${errorCodesMarkdown([...table.keys()].sort((a, b) => a - b), table)}`,
    ].join('\n\n'),
  };
  return document;
}

/**
 * Redoc loads its logo from Redocly's CDN and knows icon sets there. The pages must work offline and
 * fetch nothing from outside: a policy in the page allows only the page itself (its inline bundle, which
 * evaluates code at run time, and its search worker) and data URLs, and the logo's address is emptied, so
 * Redoc's own error handler hides it.
 */
const OFFLINE_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; worker-src blob:; style-src 'unsafe-inline'; img-src data:; font-src data:; connect-src 'none'; base-uri 'none'; form-action 'none'">`;

export function keepPageOffline(html: string): string {
  return html.replace(/https:\/\/cdn\.redoc\.ly\/redoc\/[\w.-]+\.svg/g, 'data:,').replace(/<head>/i, `<head>${OFFLINE_POLICY}`);
}

async function keepFileOffline(file: string): Promise<void> {
  await writeFile(file, keepPageOffline(await readFile(file, 'utf8')));
}

/** Builds index.html and chat-events.html into `outDir` (replaced files; other files stay). */
export async function buildApiReference(outDir: string): Promise<{ index: string; chatEvents: string }> {
  const work = path.join(outDir, `.work-${process.pid}-${Date.now()}`);
  await mkdir(work, { recursive: true });
  try {
    const joined = path.join(work, 'joined.yaml');
    await redocly(['join', ...SERVICES.map((service) => `contracts/${service}.yaml`), '-o', joined]);
    const document = prepareJoinedDocument(parse(await readFile(joined, 'utf8')) as Json);
    const prepared = path.join(work, 'openapi.json');
    await writeFile(prepared, JSON.stringify(document));
    const index = path.join(outDir, INDEX_PAGE);
    const chatEvents = path.join(outDir, CHAT_EVENTS_PAGE);
    await Promise.all([
      redocly(['build-docs', prepared, '-o', index, '--title', API_TITLE, '--inlineBundle', '--lint-config', 'off']),
      redocly(['build-docs', CHAT_EVENTS_CONTRACT, '-o', chatEvents, '--title', CHAT_EVENTS_TITLE, '--inlineBundle', '--lint-config', 'off']),
    ]);
    await Promise.all([keepFileOffline(index), keepFileOffline(chatEvents)]);
    return { index, chatEvents };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
