import { isRouteAvailable } from '@fairline/shared/routing';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAccountSession, useSession } from '../features/auth';

export interface RouteRules {
  guestOnly?: boolean;
  userOnly?: boolean;
  languages?: string[];
}

/** Renders a route only when the spec's availability rules allow it; otherwise goes to the home page. */
export function RouteGuard({ rules, children }: { rules: RouteRules; children: ReactNode }) {
  const { lang = '' } = useParams();
  const { isAuth } = useSession();
  // The session is asked for while the first screen renders: a page for guests or players waits for it.
  const unknown = useAccountSession((s) => s.status === 'unknown');
  if (unknown && (rules.guestOnly || rules.userOnly)) return null;
  if (!isRouteAvailable(rules, { isAuth, lang })) return <Navigate to={`/${lang}/`} replace />;
  return children;
}
