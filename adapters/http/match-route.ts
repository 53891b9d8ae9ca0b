import { AisleError } from '../../core/index.ts';
import type { Route } from './routes.ts';

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' };

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return undefined;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        throw new AisleError(
          'INVALID_REQUEST',
          `Path segment ${JSON.stringify(actual)} is not valid URL encoding.`,
        );
      }
    } else if (segment !== actual) {
      return undefined;
    }
  }
  return params;
}

/** Finds the route for a method and (encoded) path; tells apart "no such path" and "wrong method". */
export function matchRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  const allowed: string[] = [];
  // HEAD is GET without the body (RFC 9110: every general-purpose server supports both).
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    if (route.method === wanted) return { kind: 'found', route, params };
    allowed.push(...(route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]));
  }
  return allowed.length > 0 ? { kind: 'wrong-method', allowed } : { kind: 'none' };
}
