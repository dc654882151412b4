import { isRouteAvailable } from '@fairline/shared/routing';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../features/auth';

export interface RouteRules {
  guestOnly?: boolean;
  userOnly?: boolean;
  languages?: string[];
}

/** Renders a route only when the spec's availability rules allow it; otherwise goes to the home page. */
export function RouteGuard({ rules, children }: { rules: RouteRules; children: ReactNode }) {
  const { lang = '' } = useParams();
  const { isAuth } = useSession();
  if (!isRouteAvailable(rules, { isAuth, lang })) return <Navigate to={`/${lang}/`} replace />;
  return children;
}
