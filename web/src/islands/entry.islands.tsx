/**
 * The browser's start on a guest's island page (docs/decisions/0027-guest-pages-as-islands.md), imported
 * after the load event (app/deferred-hydration.ts): the app from the page state, then each island
 * hydrated in a root of its own, with the providers of the app and a router that loads other pages as
 * documents. Nothing else of the page is React's: its links and forms are plain HTML. The page-wide
 * handlers, when a link's parameter asks for them (an invitation code, an interview), and against the
 * mocks the QA panel, render in a root of their own once it is hydrated.
 */
import './../app/zod-jitless';
import { lazy, startTransition, StrictMode, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppContext } from '../app/bootstrap';
import { afterHydration, startPageApp } from '../app/browser-start';
import { reportRenderError } from '../app/error-reporting-setup';
import { guestPageNeedsHandlers } from '../app/layout/guest-page-handlers';
import { AppProviders } from '../app/providers';
import { reportThrown } from '../lib/error-reporting';
import { loadNumberDataOffMainThread } from '../lib/number-data';
import { claimPaths, DocumentRouter } from './document-router';
import { isIslandName, type IslandName } from '../lib/island-names';
import type { PagePath } from '../lib/local-href';

/**
 * An island's module: its component, the paths it renders itself when it has any (document-router.tsx), and
 * whether it formats numbers while it hydrates (a count in its text: lib/number-data.ts).
 */
type IslandModule = { default: ComponentType; documentPaths?: readonly PagePath[]; formatsNumbersWhileHydrating?: boolean };
/** The frame's islands, on every island page: in the entry itself. */
const FRAME_ISLANDS = import.meta.glob<IslandModule>('./parts/frame/*.ts', { eager: true });
/** A page's own islands, each in a chunk of its own, loaded only when the page holds it. */
const PAGE_ISLANDS = import.meta.glob<IslandModule>('./parts/page/*.ts');
interface LoadedIsland {
  Component: ComponentType;
  /** Whether it renders addresses of its own (the search): every island's router then follows an address after its paint. */
  rendersPaths: boolean;
  formatsNumbers: boolean;
}

async function loadIsland(name: IslandName): Promise<LoadedIsland> {
  const island = FRAME_ISLANDS[`./parts/frame/${name}.ts`] ?? (await PAGE_ISLANDS[`./parts/page/${name}.ts`]?.());
  if (!island) throw new Error(`No module for the island ${name}`);
  if (island.documentPaths) claimPaths(island.documentPaths);
  return { Component: island.default, rendersPaths: island.documentPaths !== undefined, formatsNumbers: island.formatsNumbersWhileHydrating === true };
}

// In a root of its own: a chunk that fails to arrive takes down that root only, never an island.
const PageHandlers = lazy(() => import('../app/layout/page-handlers'));
// Statically false in a production build, so the panel and the mocks are not bundled.
const MockPanel = import.meta.env.VITE_API_MODE === 'mock' ? lazy(() => import('../features/dev-tools/mock-panel')) : null;

function IslandRoot({ app, children, onCommitted, deferred }: { app: AppContext; children: ReactNode; onCommitted?: () => void; deferred?: boolean }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <AppProviders context={app}>
        <DocumentRouter deferred={deferred}>{children}</DocumentRouter>
      </AppProviders>
    </StrictMode>
  );
}

async function loadIslands(): Promise<({ element: HTMLElement } & LoadedIsland)[]> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const loaded = await Promise.all(
    elements.map(async (element) => {
      const name = element.dataset.island;
      if (!isIslandName(name)) return undefined;
      try {
        return { element, ...(await loadIsland(name)) };
      } catch (error) {
        // That part stays as the server rendered it; the rest of the page still answers.
        reportThrown('uncaught-error', error);
        return undefined;
      }
    }),
  );
  return loaded.filter((island) => island !== undefined);
}

async function start(): Promise<void> {
  // In a worker while the page starts: a page formats numbers sooner or later (a count, a list's salaries).
  const numberData = loadNumberDataOffMainThread(document.documentElement.lang);
  const app = await startPageApp();
  const islands = await loadIslands();
  let waiting = islands.length;
  const hydrated = () => {
    document.documentElement.dataset.hydrated = 'true';
    afterHydration(app.i18n);
    const handlers = guestPageNeedsHandlers(window.location.search);
    if (!handlers && !MockPanel) return;
    const root = document.body.appendChild(document.createElement('div'));
    createRoot(root, { onCaughtError: reportRenderError, onUncaughtError: reportRenderError }).render(
      <IslandRoot app={app}>
        <Suspense fallback={null}>
          {handlers ? <PageHandlers /> : null}
          {MockPanel ? <MockPanel reloadOnChange /> : null}
        </Suspense>
      </IslandRoot>,
    );
  };
  if (islands.length === 0) hydrated();
  // Most island pages format no number while they start (a hydrating list keeps its server HTML); one that
  // does waits for the worker's number data rather than loading it in one of its hydration tasks.
  if (islands.some((island) => island.formatsNumbers)) await numberData;
  const pageRendersPaths = islands.some((island) => island.rendersPaths);
  for (const { element, Component } of islands) {
    // Once per island (StrictMode runs a development mount's effects twice).
    let counted = false;
    const committed = () => {
      if (counted) return;
      counted = true;
      waiting -= 1;
      if (waiting === 0) hydrated();
    };
    // As a transition, hydration yields to the browser every few milliseconds (a click or a key first);
    // outside one, React hydrates a root in one task: the search page's was 60 ms at 1× CPU.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot app={app} onCommitted={committed} deferred={pageRendersPaths}>
          <Component />
        </IslandRoot>,
        { onCaughtError: reportRenderError, onUncaughtError: reportRenderError },
      );
    });
  }
}

void start();
