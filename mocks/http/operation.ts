/**
 * Binds a resolver to an operation of the contracts: the method and path come from the generated
 * operation table. The request checks of the contracts run first (headers, query, body media type and
 * size: mocks/http/request-checks.ts), then the scenario layer (forced code, latency, network failure).
 */
import { delay, http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { OPERATIONS, type OperationId } from '../../sdk/generated/operations';
import { SCENARIO_HEADER, parseScenarios } from '../scenario/scenario-codec';
import { resolveScenario, type OperationScenario } from '../scenario/scenario-store';
import { fail } from './reply';
import { refuseRequest } from './request-checks';
import { recordReply } from './reply-log';

/** Handlers match any origin whose path starts with the API base, so the same set serves every runtime. */
export const API_PATH_PREFIX = '*/api';

export function toMswPath(contractPath: string): string {
  return API_PATH_PREFIX + contractPath.replace(/\{(\w+)\}/g, ':$1');
}

export interface OperationContext {
  scenario: OperationScenario | undefined;
}

type Resolver = (
  info: Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0],
  context: OperationContext,
) => Response | Promise<Response>;

export function operation(operationId: OperationId, resolver: Resolver) {
  const info = OPERATIONS[operationId];
  const method = info.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](toMswPath(info.path), async (resolverInfo) => {
    const refusal = await refuseRequest(operationId, resolverInfo.request);
    if (refusal) {
      recordReply(operationId, refusal);
      return refusal;
    }
    const fromHeader = parseScenarios(resolverInfo.request.headers.get(SCENARIO_HEADER));
    const scenario = resolveScenario(operationId, fromHeader);
    if (scenario?.latencyMs) await delay(scenario.latencyMs);
    if (scenario?.networkError) return HttpResponse.error();
    const response =
      scenario?.errorCode !== undefined && scenario.errorCode !== 0
        ? fail(scenario.errorCode, { retryAfter: scenario.retryAfter })
        : await resolver(resolverInfo, { scenario });
    recordReply(operationId, response);
    return response;
  });
}
