import type { FieldIssue } from '@sidecamp/domain';
import type { z } from 'zod';
import { ApiError } from './ApiError';

type Domain = typeof import('@sidecamp/domain');

/** The name of a response schema exported by @sidecamp/domain (ZProjectPage, ZSessionCheckResponse ...). */
export type ContractName = {
  [K in keyof Domain]: Domain[K] extends z.ZodType ? K : never;
}[keyof Domain];

/** What a named contract parses to. */
export type ContractOf<N extends ContractName> = Domain[N] extends z.ZodType ? z.output<Domain[N]> : never;

/**
 * The response contract, so a drifted server shows up instead of rendering undefined. Either the
 * schema itself (the answer is parsed with it before use), or its name in @sidecamp/domain. A name
 * keeps zod and the schemas out of a page's first load: until they have arrived (fetched once the
 * person acts on the page, or when the browser is idle for a member: schemaWarmup.ts) the answer is used as the server sent it, which the server has already checked
 * against the same schema, and checked here as soon as they arrive; once they are loaded, every
 * answer is parsed before use, as with a schema.
 */
type Contract<T> = z.ZodType<T> | ContractName;

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: Contract<T>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key on spends). */
  headers?: Record<string, string>;
};

let domainSchemas: Promise<Domain> | undefined;
let loadedSchemas: Domain | undefined;
/** Answers used before the schemas arrived, waiting to be checked (see checkWhenSchemasArrive). */
let uncheckedAnswers: ((domain: Domain) => void)[] = [];
/** Loads the schemas once; a failed load (offline) is tried again by the next caller. */
export function loadDomainSchemas(): Promise<Domain> {
  domainSchemas ??= import('@sidecamp/domain').then(
    (domain) => {
      loadedSchemas = domain;
      const waiting = uncheckedAnswers;
      uncheckedAnswers = [];
      for (const check of waiting) check(domain);
      return domain;
    },
    (error: unknown) => {
      domainSchemas = undefined;
      throw error;
    },
  );
  return domainSchemas;
}

/** What happens when an answer turns out not to match its contract after it was used (see Contract). */
let driftListener: ((path: string) => void) | null = null;
export function setContractDriftListener(listener: ((path: string) => void) | null): void {
  driftListener = listener;
}

/**
 * Checks an answer that was used before the schemas arrived, once they have: it does not ask for
 * them itself, so the answers a page reads while it loads (the session check, a notice) do not
 * fetch zod and every schema for a visitor who only reads (schemaWarmup.ts says when they load).
 */
function checkWhenSchemasArrive(path: string, contract: ContractName, payload: unknown): void {
  uncheckedAnswers.push((domain) => {
    const parsed = (domain[contract] as unknown as z.ZodType).safeParse(payload);
    if (parsed.success) return;
    console.error(`The answer of ${path} does not match ${contract}`, parsed.error.issues);
    driftListener?.(path);
  });
}

const API_BASE = '/api';

/**
 * Called when any call answers 401 UNAUTHENTICATED. The session module registers here (it imports
 * this file, so it cannot be imported back) to re-check the session: a tab whose session ended
 * elsewhere then notices on its next request instead of on its next reload.
 */
let unauthenticatedListener: ((error: ApiError) => void) | null = null;

export function setUnauthenticatedListener(listener: ((error: ApiError) => void) | null): void {
  unauthenticatedListener = listener;
}

/** Calls the Sidecamp API: JSON in and out, the session cookie always sent, errors thrown as ApiError. */
export function apiRequest<N extends ContractName>(
  path: string,
  options: Omit<RequestOptions<ContractOf<N>>, 'schema'> & { schema: N },
): Promise<ContractOf<N>>;
export function apiRequest<T>(
  path: string,
  options: RequestOptions<T> & { schema: z.ZodType<T> },
): Promise<T>;
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal, headers } = options;
  return send(
    path,
    {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    },
    schema,
  );
}

/** How far an upload is: bytes sent of the request's whole body. */
export type UploadProgress = { loaded: number; total: number };

/** What an upload may be given: a signal that cancels it, and a listener for its progress. */
export type UploadOptions = { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void };

/**
 * Uploads one file as multipart/form-data in the field `file` (the upload routes' contract). The
 * browser sets the multipart boundary itself, so no Content-Type is given here. With `onProgress`
 * the request goes by XMLHttpRequest, whose upload events are the platform's only report of bytes
 * sent (fetch has none); its answer is read as any other.
 */
export function apiUpload<N extends ContractName>(
  path: string,
  file: File,
  options: { schema: N } & UploadOptions,
): Promise<ContractOf<N>>;
export function apiUpload<T>(
  path: string,
  file: File,
  options: { schema: z.ZodType<T> } & UploadOptions,
): Promise<T>;
export async function apiUpload<T>(
  path: string,
  file: File,
  options: { schema: Contract<T> } & UploadOptions,
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const init = {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
    signal: options.signal,
  };
  const { onProgress } = options;
  if (!onProgress || typeof XMLHttpRequest === 'undefined') return send(path, init, options.schema);
  // Loaded with the first upload that reports progress: no page needs it before.
  const { sendWithProgress } = await import('./sendWithProgress');
  return send(path, init, options.schema, (url, request) => sendWithProgress(url, request, onProgress));
}

/**
 * How a request reaches the API: the browser's fetch, or, when the server renders a public page
 * (entry-server.tsx), the server's own routes called in-process.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function send<T>(
  path: string,
  init: RequestInit,
  contract: Contract<T>,
  through: Transport = transport,
): Promise<T> {
  let response: Response;
  try {
    response = await through(`${API_BASE}${path}`, { ...init, credentials: 'include' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached.', 0);
  }

  const payload: unknown = await readJson(response);
  if (!response.ok) {
    const error = await toApiError(response.status, payload);
    if (error.code === 'UNAUTHENTICATED') unauthenticatedListener?.(error);
    throw error;
  }

  if (typeof contract === 'string' && !loadedSchemas) {
    checkWhenSchemasArrive(path, contract, payload);
    return payload as T;
  }
  const schema =
    typeof contract === 'string' ? (loadedSchemas?.[contract] as unknown as z.ZodType<T>) : contract;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('INVALID_RESPONSE', 'The server answered in an unexpected shape.', response.status);
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The error codes and their texts load with the first refusal: a page that is not refused never needs them. */
async function toApiError(status: number, payload: unknown): Promise<ApiError> {
  const { ERROR_MESSAGES, isErrorCode } = await import('@sidecamp/domain/errors');
  const envelope = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  if (!envelope || !isErrorCode(envelope.code)) {
    // A proxy or crash page, not our API: keep the status so the message can still be honest.
    const code = status >= 500 ? 'SERVICE_UNAVAILABLE' : 'BAD_REQUEST';
    return new ApiError(code, ERROR_MESSAGES[code], status);
  }
  const message = typeof envelope.message === 'string' ? envelope.message : ERROR_MESSAGES[envelope.code];
  const requestId = typeof envelope.requestId === 'string' ? envelope.requestId : undefined;
  const fields = envelope.code === 'VALIDATION_FAILED' ? toFieldIssues(envelope.details) : [];
  return new ApiError(envelope.code, message, status, fields, requestId, envelope.details);
}

function toFieldIssues(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item: unknown) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
