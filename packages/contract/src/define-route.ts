import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the API: the single source of truth for server validation and the typed web client. */
export interface RouteDef<
  M extends HttpMethod = HttpMethod,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: M;
  /** Path under /api, with `:name` parameters. */
  path: string;
  summary: string;
  tags: string[];
  /** Whether a signed-in session is required. */
  auth: boolean;
  /** Whether an API key (x-api-key or Authorization: Bearer) may stand in for the session: the public API. */
  apiKey?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/** Declares a route; identity at run time, a type anchor at compile time. */
export function defineRoute<
  M extends HttpMethod,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(route: RouteDef<M, P, Q, B, R>): RouteDef<M, P, Q, B, R> {
  return route;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
export type RouteParams<T> = T extends RouteDef<HttpMethod, infer P> ? InferOr<P, undefined> : never;
export type RouteQuery<T> =
  T extends RouteDef<HttpMethod, z.ZodType | undefined, infer Q> ? InferOr<Q, undefined> : never;
export type RouteBody<T> =
  T extends RouteDef<HttpMethod, z.ZodType | undefined, z.ZodType | undefined, infer B>
    ? InferOr<B, undefined>
    : never;
export type RouteResponse<T> =
  T extends RouteDef<HttpMethod, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.infer<R>
    : never;
