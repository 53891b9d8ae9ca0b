/** CORS for browser widgets: preflights for Authorization, Tenantid, Content-Type (and X-Api-Key). */
export interface CorsOptions {
  /** Allowed origins; `['*']` (the default) allows any. */
  origins: readonly string[];
}

const ALLOWED_HEADERS = 'Authorization, Tenantid, Content-Type, X-Api-Key';

export function corsHeaders(request: Request, options: CorsOptions): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin) return {};
  if (options.origins.includes('*')) return { 'Access-Control-Allow-Origin': '*' };
  if (!options.origins.includes(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

export function preflightResponse(
  request: Request,
  options: CorsOptions,
  methods: readonly string[],
): Response {
  const allow = corsHeaders(request, options);
  const headers: Record<string, string> = { ...allow, Allow: [...methods, 'OPTIONS'].join(', ') };
  if (allow['Access-Control-Allow-Origin']) {
    headers['Access-Control-Allow-Methods'] = [...methods, 'OPTIONS'].join(', ');
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  }
  return new Response(null, { status: 204, headers });
}
