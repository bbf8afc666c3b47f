import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { ROUTE_LIST } from '@fraudshield/domain';
import { PageSlot } from './boot/page-slot';
import { AppShell } from './app-shell';
import { RouteGuard } from './route-guard';
import { RouteError } from './route-error';

/** Every route comes from the domain catalog; each page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      {
        Component: RouteGuard,
        children: [
          ...ROUTE_LIST.map((route) => ({
            path: route.pattern,
            element: <PageSlot key={route.page} page={route.page} />,
          })),
          { path: '*', element: <PageSlot page="notFound" /> },
        ],
      },
    ],
  },
];

interface BoundaryState {
  failed: boolean;
  /** The path the boundary last rendered: a navigation away from a crashed page clears it. */
  pathname: string;
}

/** Catches a crash anywhere in the app and shows RouteError until the player navigates. */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> {
    return state.failed && props.pathname !== state.pathname
      ? { failed: false, pathname: props.pathname }
      : { pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** The page for the router's location, inside the app's error boundary. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}
