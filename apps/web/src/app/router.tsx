import { lazy } from 'react';
import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, matchPath } from 'react-router';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// The spec's route table (section 2). Every screen is its own lazily loaded module in app/routes, which
// composes features; each gets its own error boundary, so the frame and the navigation stay usable when
// one screen fails. To add a screen: write app/routes/<name>.tsx exporting a component, and add one line here.
//
// Declarative routes, not the data router (ADR 013): server state lives in TanStack Query, so the data
// router's loaders and actions had no use here, and its code cost the start page 15 KB (gzip) and about
// 20 ms of main thread before the first screen.
interface ScreenEntry {
  path: string;
  load: () => Promise<ComponentType>;
  Screen: ComponentType;
}

type LoadScreen = () => Promise<ComponentType>;

function screen(path: string, load: LoadScreen): ScreenEntry {
  return { path, load, Screen: lazy(async () => ({ default: await load() })) };
}

/**
 * A screen whose features fetch (TanStack Query): TanStack Query and the app's client (query-scope.tsx)
 * load beside its code and wrap it. The screens without it (home, about, contacts, the planner, taxi fares,
 * the translator, not found) leave the library off their first load (ADR 022), and so do the account and
 * completion screens, which fetch their first answers themselves (use-server-answer.ts, 2026-11-25), and the
 * hidden checkouts, whose session and prices are plain requests.
 */
function withServerState(load: LoadScreen): LoadScreen {
  return async () => {
    const [Screen, { QueryScope }] = await Promise.all([load(), import('./query-scope')]);
    return function ScreenWithServerState() {
      return (
        <QueryScope>
          <Screen />
        </QueryScope>
      );
    };
  };
}

const SCREENS: ScreenEntry[] = [
  screen('/', () => import('./routes/home').then((m) => m.HomeRoute)),
  screen('/landing', () => import('./routes/home').then((m) => m.HomeRoute)),
  screen('/about', () => import('./routes/about').then((m) => m.AboutRoute)),
  // Its first render fetches nothing: its features load the client on demand (routes/taxi-fares.tsx).
  screen('/taxi-fares', () => import('./routes/taxi-fares').then((m) => m.TaxiFaresRoute)),
  screen('/contacts', () => import('./routes/contacts').then((m) => m.ContactsRoute)),
  screen('/itinerary', () => import('./routes/itinerary').then((m) => m.ItineraryRoute)),
  // The translator keeps its status answer itself: no query client (ADR 022).
  screen('/transcribe', () => import('./routes/transcribe').then((m) => m.TranscribeRoute)),
  screen(
    '/pay',
    withServerState(() => import('./routes/pay').then((m) => m.PayRoute)),
  ),
  screen('/pay/complete', () => import('./routes/completion').then((m) => m.PayCompleteRoute)),
  screen('/mr/checkout', () => import('./routes/alt-checkout').then((m) => m.MrCheckoutRoute)),
  screen('/mr/complete', () => import('./routes/completion').then((m) => m.MrCompleteRoute)),
  screen('/tst/checkout', () => import('./routes/alt-checkout').then((m) => m.TstCheckoutRoute)),
  screen('/tst/complete', () => import('./routes/completion').then((m) => m.TstCompleteRoute)),
  screen('/profile', () => import('./routes/profile').then((m) => m.ProfileRoute)),
  screen('/app', () => import('./routes/app').then((m) => m.AppRoute)),
  screen('/login', () => import('./routes/login').then((m) => m.LoginRoute)),
  screen('*', () => import('./routes/not-found').then((m) => m.NotFoundRoute)),
];

const screenOf = (pathname: string) => SCREENS.find((entry) => matchPath(entry.path, pathname));

/** Every route pattern, for the prerender's list of the URLs the app answers ('*' last). */
export const ROUTE_PATTERNS = SCREENS.map((entry) => entry.path);

/** The route pattern the app shows a URL with ('*' for a URL no screen has). */
export function routeOf(pathname: string): string | undefined {
  return screenOf(pathname)?.path;
}

/**
 * Loads the screen of the first URL before the first render and puts it in place of its lazy wrapper
 * (main.tsx awaits this beside the texts; the home screen's code is already preloaded by index.html). A
 * lazy screen would first commit the frame with an empty Suspense fallback, and React holds back the reveal
 * that follows a fallback by 300 ms: the start screen came 300 ms after its own code had arrived.
 */
export async function loadFirstScreen(pathname: string): Promise<void> {
  const first = screenOf(pathname);
  if (!first) return;
  try {
    first.Screen = await first.load();
  } catch {
    // Left lazy: the render asks again, and a failure then shows in the screen's error boundary.
  }
}

/** `firstVisit`: no language chosen yet, so the frame opens the language picker. */
export function AppRoutes({ firstVisit }: { firstVisit: boolean }) {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <Routes>
        <Route element={<RootLayout firstVisit={firstVisit} />}>
          {SCREENS.map(({ path, Screen }) => (
            <Route
              key={path}
              path={path}
              // Keyed by path: another screen starts with a fresh boundary, not the last one's error.
              element={
                <ErrorBoundary key={path} FallbackComponent={RouteError}>
                  <Screen />
                </ErrorBoundary>
              }
            />
          ))}
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
