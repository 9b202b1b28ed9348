/** The pure parts of `npm run contracts:verify`: reading Prism's verdicts and building example requests. */
import { describe, expect, it } from 'vitest';
import { mergeServiceDocuments, listOperations, withBasePathInRoutes, type MergedOperation } from '../../scripts/lib/bundle-contracts';
import {
  checkErrorCode,
  dropKnownPrismFalsePositives,
  formatReport,
  isNotImplemented,
  matchOperation,
  parseViolationsHeader,
} from '../../scripts/lib/contract-violations';
import { buildExampleRequest, probeOrder } from '../../scripts/lib/example-requests';

const catalog = [
  { code: 40004, http_status: 404, message: 'Not found' },
  { code: 40006, http_status: 429, message: 'Too many attempts' },
];

function op(path: string, method: MergedOperation['method'], operation: Record<string, unknown>, pathItem: Record<string, unknown> = {}): MergedOperation {
  return { service: 'job', method, path, operation, pathItem };
}

describe('parseViolationsHeader', () => {
  it('reads Prism’s JSON list and keeps errors and warnings only', () => {
    const header = JSON.stringify([
      { location: ['request', 'header'], severity: 'Error', code: 'required', message: "Request header must have required property 'role-id'" },
      { location: ['request'], severity: 'Warning', message: 'Selected route not found' },
      { location: ['response', 'body'], severity: 'Information', message: 'fyi' },
    ]);
    expect(parseViolationsHeader(header)).toEqual([
      { location: ['request', 'header'], severity: 'Error', code: 'required', message: "Request header must have required property 'role-id'" },
      { location: ['request'], severity: 'Warning', message: 'Selected route not found' },
    ]);
  });

  it('returns nothing without a header, and one violation for a truncated or unreadable one', () => {
    expect(parseViolationsHeader(null)).toEqual([]);
    expect(parseViolationsHeader('Too many violations! [{"loc')[0]).toMatchObject({ code: 'truncated', severity: 'Error' });
    expect(parseViolationsHeader('not json')[0]).toMatchObject({ code: 'unreadable' });
  });
});

describe('checkErrorCode', () => {
  const operation = { 'x-error-codes': [40006] };
  it('accepts a listed code with the catalogue’s status, and leaves successes alone', () => {
    expect(checkErrorCode(operation, catalog, 429, { code: 40006 })).toEqual([]);
    expect(checkErrorCode(operation, catalog, 200, { code: 0 })).toEqual([]);
  });
  it('flags an unlisted code and a status that does not follow the code', () => {
    expect(checkErrorCode(operation, catalog, 404, { code: 40004 }).map((v) => v.code)).toEqual(['undocumented-error-code']);
    expect(checkErrorCode(operation, catalog, 500, { code: 40006 }).map((v) => v.code)).toEqual(['error-status-mismatch']);
  });
  it('tells a target without the operation from a documented 404', () => {
    expect(isNotImplemented(operation, 404, { code: 40004, message: 'No such operation' })).toBe(true);
    expect(isNotImplemented({ 'x-error-codes': [40004] }, 404, { code: 40004 })).toBe(false);
    expect(isNotImplemented(operation, 501, undefined)).toBe(true);
  });
});

describe('matchOperation', () => {
  const operations = [op('/company/{id}', 'get', { operationId: 'getCompany' }), op('/company/search', 'get', { operationId: 'searchCompanies' })];
  it('prefers literal routes over templated ones and matches templates segment by segment', () => {
    expect(matchOperation(operations, 'GET', '/company/search')?.operation.operationId).toBe('searchCompanies');
    expect(matchOperation(operations, 'GET', '/company/42')?.operation.operationId).toBe('getCompany');
    expect(matchOperation(operations, 'GET', '/company/42/jobs')).toBeUndefined();
    expect(matchOperation(operations, 'POST', '/company/42')).toBeUndefined();
  });
});

describe('dropKnownPrismFalsePositives', () => {
  it('drops "must be array" on multipart array fields only', () => {
    const operation = { requestBody: { content: { 'multipart/form-data': { schema: { properties: { files: { type: 'array' } } } } } } };
    const arrayViolation = { location: ['request', 'body', 'files'], severity: 'Error', message: 'Request body property files must be array' };
    const other = { location: ['request', 'body', 'did'], severity: 'Error', message: 'must be string' };
    expect(dropKnownPrismFalsePositives([arrayViolation, other], operation)).toEqual([other]);
  });
});

describe('buildExampleRequest', () => {
  const searchJobs = op('/job/{jobId}/similar', 'post', {
    operationId: 'listSimilar',
    parameters: [
      { name: 'page', in: 'query', schema: { type: 'integer' }, example: 2 },
      { name: 'size', in: 'query', schema: { type: 'integer', examples: [30] } },
      { name: 'noExample', in: 'query', schema: { type: 'string' } },
      { name: 'ids', in: 'query', schema: { type: 'array' }, example: [1, 2] },
      { name: 'Role-Id', in: 'header', required: true, schema: { type: 'integer' }, example: 9 },
    ],
    requestBody: { content: { 'application/json': { examples: { one: { value: { keyword: 'nurse' } } } } } },
  }, { parameters: [{ name: 'jobId', in: 'path', required: true, schema: { type: 'integer' } }] });

  it('fills path parameters (1 without an example), queries with examples, the four headers and the session', () => {
    const request = buildExampleRequest(searchJobs);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/job/1/similar?page=2&size=30&ids=1&ids=2');
    expect(request.headers).toMatchObject({
      'Role-Id': '1',
      'Country-Id': '167',
      'Language-Id': '1',
      Authorization: 'Bearer session-complete-profile',
      'Content-Type': 'application/json',
    });
    expect(request.headers['Device-Uuid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body).toBe('{"keyword":"nurse"}');
  });

  it('uses the path parameter’s own example and sends no body when the contract has none', () => {
    const request = buildExampleRequest(op('/job/{jobId}', 'get', { parameters: [{ name: 'jobId', in: 'path', schema: { type: 'integer', examples: [8812] } }] }));
    expect(request.url).toBe('/api/job/8812');
    expect(request.body).toBeUndefined();
    expect(request.headers['Content-Type']).toBeUndefined();
  });

  it('builds multipart bodies with a small file per binary field', async () => {
    const upload = op('/apiGo/file/upload', 'post', {
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['file', 'did'], properties: { file: { type: 'string', format: 'binary' }, did: { type: 'string', examples: ['abc'] } } },
            encoding: { file: { contentType: 'application/pdf, application/msword' } },
          },
        },
      },
    });
    const body = buildExampleRequest(upload).body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).type).toBe('application/pdf');
    expect(body.get('did')).toBe('abc');
  });

  it('puts calls that end the session or delete data last', () => {
    const ordered = probeOrder([op('/auth/logout', 'post', { operationId: 'logOut' }), op('/x', 'delete', { operationId: 'x' }), op('/y', 'get', { operationId: 'y' })]);
    expect(ordered.map((o) => o.operation.operationId)).toEqual(['y', 'logOut', 'x']);
  });
});

describe('the merged document', () => {
  const service = (name: string, paths: Record<string, unknown>) => ({
    name,
    document: { info: { title: name }, servers: [{ url: '/api' }], security: [{ sessionToken: [] }, {}], paths },
  });

  it('fails loudly on a duplicate path and method across services', () => {
    expect(() => mergeServiceDocuments([service('a', { '/x': { get: { operationId: 'one' } } }), service('b', { '/x': { get: { operationId: 'two' } } })])).toThrow(/Duplicate operation GET \/x/);
  });

  it('tags operations with their service, carries the service security down, and gives Prism /api in routes', () => {
    const merged = mergeServiceDocuments([service('a', { '/x': { get: { operationId: 'one' } } }), service('b', { '/x': { post: { operationId: 'two', security: [] } } })]);
    const [get, post] = listOperations(merged);
    expect(get?.operation).toMatchObject({ 'x-service': 'a', security: [{ sessionToken: [] }, {}] });
    expect(post?.operation).toMatchObject({ 'x-service': 'b', security: [] });
    expect(Object.keys(withBasePathInRoutes(merged).paths)).toEqual(['/api/x']);
  });
});

describe('formatReport', () => {
  it('lists each violation under its operation and ends with the total', () => {
    const text = formatReport(
      [{ operationId: 'getJob', method: 'get', path: '/api/job/1', status: 200, violations: [{ location: ['response', 'body'], severity: 'Error', message: 'must have title' }] }],
      3,
    );
    expect(text).toContain('✖ getJob  GET /api/job/1  → 200');
    expect(text).toContain('[Error] response.body: must have title');
    expect(text).toContain('1 violation(s) in 1 of 3 call(s).');
  });
});
