import type { CoreIntentRequestInput, createAisleCaller } from '../../core/index.ts';

export type Caller = ReturnType<ReturnType<typeof createAisleCaller>>;

export interface HealthReport {
  ok: boolean;
  [key: string]: unknown;
}

/** What routes can reach besides the core: operational endpoints only. */
export interface Services {
  health(): Promise<HealthReport>;
  openapi(): unknown;
}

export interface RouteCall {
  caller: Caller;
  params: Record<string, string>;
  input: unknown;
  services: Services;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Path with `:name` segments, matched against the still-encoded path and then URL-decoded. */
  path: string;
  /** How the body is read: required JSON, optional JSON, or none. */
  body?: 'json' | 'optional-json';
  respond: 'stream' | 'json';
  /** Operational (health, OpenAPI): no tenant, so its headers are not checked. */
  tenantless?: true;
  /** Status of a JSON result when it is not always 200. */
  status?(result: unknown): number;
  call(route: RouteCall): Promise<unknown>;
}

const asRequest = (input: unknown) => input as CoreIntentRequestInput;

/** The REST surface of the contract (plus the token exchange, health and OpenAPI), mapped onto the core. */
export const routes: readonly Route[] = [
  {
    method: 'POST',
    path: '/api/operation/search',
    body: 'json',
    respond: 'stream',
    call: ({ caller, input }) => caller.search(asRequest(input)),
  },
  {
    method: 'POST',
    path: '/api/operation/compare',
    body: 'json',
    respond: 'stream',
    call: ({ caller, input }) => caller.compare(asRequest(input)),
  },
  {
    method: 'GET',
    path: '/api/faqs/:productId',
    respond: 'json',
    call: ({ caller, params }) => caller.faqs({ productId: params['productId'] ?? '' }),
  },
  {
    method: 'GET',
    path: '/api/highlights/:productId',
    respond: 'json',
    call: ({ caller, params }) => caller.highlights({ productId: params['productId'] ?? '' }),
  },
  {
    method: 'POST',
    path: '/api/auth/token',
    body: 'optional-json',
    respond: 'json',
    call: ({ caller, input }) => caller.token(input as { ttlSeconds?: number } | undefined),
  },
  {
    method: 'GET',
    path: '/healthz',
    respond: 'json',
    tenantless: true,
    status: (result) => ((result as HealthReport).ok ? 200 : 503),
    call: ({ services }) => services.health(),
  },
  {
    method: 'GET',
    path: '/openapi.json',
    respond: 'json',
    tenantless: true,
    call: async ({ services }) => services.openapi(),
  },
];
