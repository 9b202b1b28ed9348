/**
 * What a page is rendered with on the server: the location React Router's own request handler gives the
 * render (its query re-serialized by URLSearchParams), and the URL the route loader's request carries.
 * Served from the smallest build the handler accepts, with the app's future flags.
 */
import { createRequestHandler, type EntryContext, type ServerBuild } from 'react-router';
import routerConfig from '../../react-router.config';

export interface SeenOnServer {
  /** What useLocation() gives the server render. */
  render: { pathname: string; search: string };
  /** The URL of the route loader's request. */
  loader: URL;
}

export async function seenOnServer(url: string): Promise<SeenOnServer> {
  let render: SeenOnServer['render'] | undefined;
  let loader: URL | undefined;
  const route = { id: 'root', path: '*' };
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          render = context.staticHandlerContext.location;
          return new Response('', { status, headers });
        },
      },
    },
    routes: {
      root: {
        ...route,
        module: {
          default: () => null,
          loader: ({ request }: { request: Request }) => {
            loader = new URL(request.url);
            return null;
          },
        },
      },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: { root: { ...route, module: '/root.js', hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false } },
      url: '/manifest.js',
      version: 'test',
    },
    future: routerConfig.future,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial' },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: '',
  } as unknown as ServerBuild;
  const response = await createRequestHandler(build, 'test')(new Request(url));
  if (!response.ok || !render || !loader) throw new Error(`the server did not render ${url}: ${response.status}`);
  return { render, loader };
}
