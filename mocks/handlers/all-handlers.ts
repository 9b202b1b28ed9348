/**
 * Every mock handler, in matching order: within a service, literal paths (/job/similar,
 * /company/search...) come before the parameterised ones (/job/:jobId, /company/:id).
 * Synchronous on purpose: each resolver awaits `initDatabase()` itself (a resolved promise after the
 * first request), so no runtime has to remember to initialise the database first.
 */
import type { HttpHandler } from 'msw';
import { assetHandlers } from './asset-handlers';
import { authHandlers } from './auth-handlers';
import { companyHandlers } from './company-handlers';
import { configHandlers } from './config-handlers';
import { jobHandlers } from './job-handlers';
import { recoHandlers } from './reco-handlers';

export function createHandlers(): HttpHandler[] {
  return [...configHandlers(), ...jobHandlers(), ...recoHandlers(), ...companyHandlers(), ...authHandlers(), ...assetHandlers()];
}
