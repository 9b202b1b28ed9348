/**
 * Merges every service contract into one OpenAPI 3.1 document, for the tools that want the whole API
 * at once (Prism mock and validation proxy, the API reference). Each service is dereferenced on its
 * own, so two services may both name a schema `Job` without clashing; operations get `x-service`.
 * `x-error-catalog` is lifted from the inlined `ErrorCode` schema to the root, once.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import { operationErrorCodes, readRequestErrorCodes, type BundledOperation, type BundledSpec, type RequestErrorCodes } from './sdk-tables.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = ['data', 'auth', 'job', 'chat', 'jobseeker', 'company', 'config', 'logs', 'reco', 'apiGo', 'singpass'] as const;
export type Service = (typeof SERVICES)[number];
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const API_BASE_PATH = '/api';

type Json = Record<string, unknown>;
export interface ErrorCatalogEntry {
  code: number;
  http_status: number;
  message: string;
}
export interface MergedDocument {
  openapi: string;
  info: Json;
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string; 'x-service'?: string }[];
  security?: Json[];
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes?: Record<string, unknown> };
  'x-services': { name: string; title: string; description?: string }[];
  'x-error-catalog': ErrorCatalogEntry[];
}
export interface MergedOperation {
  service: string;
  method: HttpMethod;
  path: string;
  operation: Json;
  pathItem: Json;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Dereferenced, then cloned through JSON: shared subtrees become copies, and a cycle fails here, loudly. */
async function bundleService(service: string): Promise<Json> {
  const config = await createConfig({});
  const result = await bundle({ ref: path.join(root, 'contracts', `${service}.yaml`), config, dereference: true });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(`${service}.yaml: ${errors.map((e) => e.message).join('; ')}`);
  try {
    return JSON.parse(JSON.stringify(result.bundle.parsed)) as Json;
  } catch (error) {
    throw new Error(`${service}.yaml has a recursive schema, which the merged document cannot inline: ${String(error)}`, { cause: error });
  }
}

/** Removes every `x-error-catalog` (inlined with each ErrorCode copy) and returns the first one seen. */
function liftErrorCatalog(node: unknown): ErrorCatalogEntry[] | undefined {
  if (Array.isArray(node)) return node.map(liftErrorCatalog).find(Boolean);
  if (!isRecord(node)) return undefined;
  let found: ErrorCatalogEntry[] | undefined;
  if (Array.isArray(node['x-error-catalog'])) {
    found = node['x-error-catalog'] as ErrorCatalogEntry[];
    delete node['x-error-catalog'];
  }
  for (const value of Object.values(node)) found = liftErrorCatalog(value) ?? found;
  return found;
}

export function listOperations(document: Pick<MergedDocument, 'paths'>): MergedOperation[] {
  const operations: MergedOperation[] = [];
  for (const [route, pathItem] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      operations.push({ service: String(operation['x-service'] ?? ''), method, path: route, operation, pathItem });
    }
  }
  return operations;
}

/**
 * Pure merge of already dereferenced service documents (exported for tests). A service's top-level
 * `security` moves onto its operations that have none, so services may differ in their defaults.
 */
export function mergeServiceDocuments(services: { name: string; document: Json }[]): MergedDocument {
  const merged: MergedDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Jobchat API',
      version: '1.0.0',
      description: 'Every Jobchat service contract merged into one document (generated from contracts/; do not edit).',
    },
    servers: [{ url: API_BASE_PATH, description: 'API base; every path starts with its server prefix' }],
    tags: [],
    paths: {},
    components: { securitySchemes: {} },
    'x-services': [],
    'x-error-catalog': [],
  };
  for (const { name, document } of services) {
    const servers = (document.servers as { url?: string }[] | undefined) ?? [];
    if (servers.some((server) => server.url !== API_BASE_PATH)) {
      throw new Error(`${name}.yaml: servers must be [{ url: '${API_BASE_PATH}' }] to be merged`);
    }
    const info = isRecord(document.info) ? document.info : {};
    merged['x-services'].push({ name, title: String(info.title ?? name), description: info.description as string | undefined });
    for (const tag of (document.tags as MergedDocument['tags'] | undefined) ?? []) {
      if (!merged.tags.some((known) => known.name === tag.name)) merged.tags.push({ ...tag, 'x-service': name });
    }
    const components = isRecord(document.components) ? document.components : {};
    for (const [schemeName, scheme] of Object.entries(isRecord(components.securitySchemes) ? components.securitySchemes : {})) {
      const known = merged.components.securitySchemes![schemeName];
      if (known && JSON.stringify(known) !== JSON.stringify(scheme)) {
        throw new Error(`${name}.yaml: security scheme ${schemeName} differs from another service's`);
      }
      merged.components.securitySchemes![schemeName] = scheme;
    }
    const paths = isRecord(document.paths) ? (document.paths as Record<string, Json>) : {};
    for (const [route, pathItem] of Object.entries(paths)) {
      const target = (merged.paths[route] ??= {});
      for (const [key, value] of Object.entries(pathItem)) {
        if (!(HTTP_METHODS as readonly string[]).includes(key)) {
          if (key in target && JSON.stringify(target[key]) !== JSON.stringify(value)) {
            throw new Error(`${name}.yaml: ${route} has path-level "${key}" that differs from another service's`);
          }
          target[key] = value;
          continue;
        }
        if (target[key]) throw new Error(`Duplicate operation ${key.toUpperCase()} ${route}: found again in ${name}.yaml`);
        const operation: Json = { ...(value as Json), 'x-service': name };
        if (!('security' in operation) && document.security) operation.security = document.security;
        target[key] = operation;
      }
    }
  }
  return merged;
}

export async function bundleContracts(services: readonly string[] = SERVICES): Promise<MergedDocument> {
  const documents = await Promise.all(services.map(async (name) => ({ name, document: await bundleService(name) })));
  const catalog = documents.map(({ document }) => liftErrorCatalog(document)).find(Boolean);
  const merged = mergeServiceDocuments(documents);
  merged['x-error-catalog'] = catalog ?? (await readCommonCatalog());
  addRequestErrorCodes(merged, readRequestErrorCodes(await readCommon()));
  return merged;
}

/** Every operation also lists the request-level codes of common.yaml (bad headers, query or body). */
function addRequestErrorCodes(document: MergedDocument, codes: RequestErrorCodes): void {
  for (const { operation } of listOperations(document)) {
    operation['x-error-codes'] = operationErrorCodes(operation as BundledOperation, codes);
  }
}

async function readCommon(): Promise<BundledSpec> {
  const { parse } = await import('yaml');
  return parse(await readFile(path.join(root, 'contracts/common.yaml'), 'utf8')) as BundledSpec;
}

/** A contract without errors still gets the catalogue, straight from common.yaml. */
async function readCommonCatalog(): Promise<ErrorCatalogEntry[]> {
  return liftErrorCatalog(await readCommon()) ?? [];
}

/**
 * Prism ignores `servers` when routing and forwarding, so the copy it reads carries the base path in
 * every route: /api/job/search is matched as such and forwarded to <target>/api/job/search.
 */
export function withBasePathInRoutes(document: MergedDocument): MergedDocument {
  const paths = Object.fromEntries(Object.entries(document.paths).map(([route, item]) => [`${API_BASE_PATH}${route}`, item]));
  return { ...document, servers: [{ url: '/' }], paths };
}

export const BUILD_DIR = path.join(root, '.build/contracts');

/** Several tools may regenerate at once (and Prism watches its file): readers never see half a file. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** Writes .build/contracts/<name>.json (and <name>.prism.json for Prism); returns both paths. */
export async function writeMergedContracts(
  services: readonly string[] = SERVICES,
  name = 'all',
): Promise<{ document: MergedDocument; file: string; prismFile: string }> {
  const document = await bundleContracts(services);
  await mkdir(BUILD_DIR, { recursive: true });
  const file = path.join(BUILD_DIR, `${name}.json`);
  const prismFile = path.join(BUILD_DIR, `${name}.prism.json`);
  await writeAtomically(file, JSON.stringify(document, null, 2));
  await writeAtomically(prismFile, JSON.stringify(withBasePathInRoutes(document), null, 2));
  return { document, file, prismFile };
}
