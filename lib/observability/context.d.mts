export type RequestContext = {
  /** the edge's X-Request-Id, or one made here */
  requestId: string;
  /** the trace this request belongs to (its own span's, or the incoming traceparent's) */
  traceId?: string;
  /** the kind of route (request.ts, routeKind) */
  kind: string;
  locale: string;
};
export function requestContext(): RequestContext | undefined;
export function runInRequest<T>(context: RequestContext, fn: () => T): T;
