/**
 * A declarative mock operation: who may call it, the schemas of its path, query and body, and its
 * handler. The guards run in one place, in one order, before the handler sees the request:
 *
 * 1. the scenario layer (forced code, latency, network failure), through `operation()`;
 * 2. access: `public` lets anyone in (the handler still sees the signed-in user, if any); `token` needs
 *    a bearer token, guest or session (40003 without one); `user` needs a usable session (40003, or
 *    41044 for a suspended account);
 * 3. the path parameters, the query and the body against the generated zod schemas (40001 with
 *    per-field messages);
 * 4. `userWhen`: a public operation that needs a session for some requests only (a code for binding a
 *    phone) names them, and they get the `user` check.
 *
 * The handler gets typed values: `user` is an account for `user` operations and optional otherwise,
 * and `params`, `query` and `body` are the schemas' outputs.
 *
 *   defineOperation('saveJob', { access: 'user', body: saveJobBody, handle: ({ user, body, db }) => … })
 */
import { ErrorCode } from '../../sdk/generated/error-codes';
import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import type { z } from 'zod';
import type { OperationId } from '../../sdk/generated/operations';
import { initDatabase, type Database } from '../db/database';
import { requestContext, type RequestContext } from '../handlers/request-context';
import { validateBody, validateQuery, validateValues } from '../handlers/validate-request';
import type { OperationScenario } from '../scenario/scenario-store';
import { requireUser, userOf, type AccountRecord } from '../state/accounts';
import { operation } from './operation';
import { fail } from './reply';

/** Who may call an operation. */
export type Access = 'public' | 'token' | 'user';

/** The access as declared: `user-when` is a public operation whose `userWhen` asks a session of some requests. */
export type DeclaredAccess = Access | 'user-when';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface OperationInput<A extends Access, P, Q, B> {
  operationId: OperationId;
  request: Request;
  /** The resolver's own argument, for the rare handler that needs more (cookies, the raw params). */
  info: Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];
  db: Database;
  ctx: RequestContext;
  user: A extends 'user' ? AccountRecord : AccountRecord | undefined;
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  scenario: OperationScenario | undefined;
}

export interface OperationSpec<A extends Access, P, Q, B> {
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** How the body is read and checked, when not as plain JSON (beacons send JSON text as text/plain). */
  readBody?: (request: Request, schema: z.ZodType) => Promise<Checked<unknown>>;
  /** Requests of a public operation that need a signed-in user after all. */
  userWhen?: (input: { params: Output<P>; query: Output<Q>; body: Output<B> }) => boolean;
  handle: (input: OperationInput<A, P, Q, B>) => Response | Promise<Response>;
}

type Checked<T> = { ok: true; data: T } | { ok: false; response: Response };

type Caller = { ok: true; user: AccountRecord | undefined } | { ok: false; response: Response };

async function callerOf(access: Access, request: Request, ctx: RequestContext): Promise<Caller> {
  if (access === 'user') {
    const auth = await requireUser(request);
    return 'response' in auth ? { ok: false, response: auth.response } : { ok: true, user: auth.user };
  }
  if (access === 'token' && !ctx.token) return { ok: false, response: fail(ErrorCode.CredentialsNotProvided) };
  return { ok: true, user: await userOf(request) };
}

const skipped: Checked<undefined> = { ok: true, data: undefined };

const accessByOperation = new Map<OperationId, DeclaredAccess>();

/** Who may call each declared operation, as declared (filled as the handlers are built). */
export function declaredAccess(): ReadonlyMap<OperationId, DeclaredAccess> {
  return accessByOperation;
}

export function defineOperation<
  A extends Access,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(operationId: OperationId, spec: OperationSpec<A, P, Q, B>) {
  accessByOperation.set(operationId, spec.userWhen ? 'user-when' : spec.access);
  return operation(operationId, async (info, { scenario }) => {
    const { request } = info;
    const db = await initDatabase();
    const ctx = requestContext(request);
    const caller = await callerOf(spec.access, request, ctx);
    if (!caller.ok) return caller.response;
    const params: Checked<unknown> = spec.params ? validateValues(info.params, spec.params) : skipped;
    if (!params.ok) return params.response;
    const query: Checked<unknown> = spec.query ? validateQuery(request, spec.query) : skipped;
    if (!query.ok) return query.response;
    const body: Checked<unknown> = spec.body ? await (spec.readBody ?? validateBody)(request, spec.body) : skipped;
    if (!body.ok) return body.response;
    const values = { params: params.data as Output<P>, query: query.data as Output<Q>, body: body.data as Output<B> };
    const late = spec.userWhen?.(values) ? await callerOf('user', request, ctx) : caller;
    if (!late.ok) return late.response;
    return spec.handle({
      operationId,
      request,
      info,
      db,
      ctx,
      user: late.user as OperationInput<A, P, Q, B>['user'],
      ...values,
      scenario,
    });
  });
}
