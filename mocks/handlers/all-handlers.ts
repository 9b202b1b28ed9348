/**
 * Every mock handler, in matching order: within a service, literal paths (/job/similar,
 * /company/search...) come before the parameterised ones (/job/:jobId, /company/:id).
 * Synchronous on purpose: each resolver awaits `initDatabase()` itself (a resolved promise after the
 * first request), so no runtime has to remember to initialise the database first.
 */
import type { HttpHandler, WebSocketHandler } from 'msw';
import { errorReportHandlers } from '../dev/error-report-handlers';
import { apiGoHandlers } from './api-go';
import { assetHandlers } from './asset-handlers';
import { authHandlers } from './auth-handlers';
import { chatHandlers } from './chat';
import { chatSocketHandlers } from './chat/socket';
import { companyHandlers } from './company-handlers';
import { configHandlers } from './config-handlers';
import { jobHandlers } from './job-handlers';
import { logsHandlers } from './logs-handlers';
import { profileHandlers } from './profile';
import { recoHandlers } from './reco-handlers';
import { resumeHandlers } from './resumes';

/** The HTTP handlers of every operation (what the coverage test and the HTTP mock server use). */
export function createHttpHandlers(): HttpHandler[] {
  return [
    ...configHandlers(),
    ...jobHandlers(),
    ...recoHandlers(),
    ...companyHandlers(),
    ...authHandlers(),
    ...profileHandlers(),
    ...resumeHandlers(),
    ...chatHandlers(),
    ...apiGoHandlers(),
    ...logsHandlers(),
    ...assetHandlers(),
  ];
}

/** The mock services beside the API (the error-reporting endpoint QA reads in the dev panel). */
export function createDevHandlers(): HttpHandler[] {
  return errorReportHandlers();
}

/** HTTP and WebSocket handlers, for the browser worker and msw/node. */
export function createHandlers(): (HttpHandler | WebSocketHandler)[] {
  return [...createHttpHandlers(), ...createDevHandlers(), ...chatSocketHandlers()];
}
