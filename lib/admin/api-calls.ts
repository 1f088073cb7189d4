import type { ApiSchema } from '@/lib/api/routes';

/**
 * The back office's calls, typed by the API itself: `ApiSchema` is what the routes declare (their
 * paths, request schemas and view schemas), so a call's path and method decide what it sends and
 * what it reads. Only types come from lib/api; nothing of the server reaches the browser.
 */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** An input with no fields: what a part whose every field may be left out accepts. */
type NoFields = Record<never, never>;

/** A part of a call's input whose every field may be left out may be left out itself. */
type Optional<Input> = { [K in keyof Input as NoFields extends Input[K] ? K : never]?: Input[K] } & {
  [K in keyof Input as NoFields extends Input[K] ? never : K]: Input[K];
};

/** A call that takes JSON or a multipart form (an icon: a named upload, or a file) takes one of them. */
type OneBody<Input> = Input extends { json: infer Json; form: infer Form }
  ? Omit<Input, 'json' | 'form'> & ({ json: Json } | { form: Form })
  : Input;

/** Each method's calls by path (`/admin/banner/detail/:id`): what a call takes and what its success answers. */
type Calls = {
  [M in Method]: {
    [P in keyof ApiSchema as `$${M}` extends keyof ApiSchema[P] ? P : never]: Extract<
      ApiSchema[P][`$${M}` & keyof ApiSchema[P]],
      { status: 200 }
    > extends {
      input: infer Input;
      output: infer Output;
    }
      ? { input: OneBody<Optional<Input>>; output: Output }
      : never;
  };
};

/** The paths of the calls of `method`, as the routes declare them. */
export type ApiPath<M extends Method> = keyof Calls[M] & string;

/** What a call answers in its envelope's `result`. */
export type ApiResult<M extends Method, P extends ApiPath<M>> = Calls[M][P] extends { output: { result: infer Result } } ? Result : never;

/** What a call takes: `param` (the path's `:names`), `query`, and a `json` or `form` body. */
type ApiInput<M extends Method, P extends ApiPath<M>> = Calls[M][P] extends { input: infer Input } ? Input : never;

/** A call's input after its path, left out when nothing in it is required. */
export type InputArgs<M extends Method, P extends ApiPath<M>, Options = unknown> =
  NoFields extends ApiInput<M, P> ? [input?: ApiInput<M, P> & Options] : [input: ApiInput<M, P> & Options];

/** One item of a call's array body: the create and update calls take arrays of language versions. */
export type BodyItem<M extends Method, P extends ApiPath<M>> =
  ApiInput<M, P> extends { json?: infer Body } ? Extract<Body, readonly unknown[]>[number] : never;
