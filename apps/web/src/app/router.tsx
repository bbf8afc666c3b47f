import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTE_LIST } from '@fraudshield/domain';
import { PageSlot } from '../lib/page-slot';
import { AppShell } from './app-shell';
import { RouteGuard } from './route-guard';
import { RouteError } from './route-error';

/** Every route comes from the domain catalog; each page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: RouteGuard,
        children: [
          ...ROUTE_LIST.map((route) => ({ path: route.pattern, element: <PageSlot key={route.page} page={route.page} /> })),
          { path: '*', element: <PageSlot page="notFound" /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
