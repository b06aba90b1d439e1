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
 * The response contract; the answer is parsed with it so a drifted server shows up as an error, not
 * as undefined. Either the schema itself, or its name in @sidecamp/domain: a name lets code on the
 * first page load (the shell, the hub) call the API without zod and the schemas in its own chunk.
 * The schemas then arrive as a chunk of their own, fetched while the request is on its way, and the
 * answer is parsed exactly as before.
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
const loadDomainSchemas = () => {
  domainSchemas ??= import('@sidecamp/domain');
  return domainSchemas;
};

async function resolveContract<T>(contract: Contract<T>): Promise<z.ZodType<T>> {
  if (typeof contract !== 'string') return contract;
  try {
    const domain = await loadDomainSchemas();
    return domain[contract] as unknown as z.ZodType<T>;
  } catch {
    // The chunk did not arrive (offline, or a new version replaced it): as unreachable as the server.
    domainSchemas = undefined;
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached.', 0);
  }
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

/**
 * Uploads one file as multipart/form-data in the field `file` (the upload routes' contract). The
 * browser sets the multipart boundary itself, so no Content-Type is given here.
 */
export function apiUpload<N extends ContractName>(
  path: string,
  file: File,
  options: { schema: N; signal?: AbortSignal },
): Promise<ContractOf<N>>;
export function apiUpload<T>(
  path: string,
  file: File,
  options: { schema: z.ZodType<T>; signal?: AbortSignal },
): Promise<T>;
export async function apiUpload<T>(
  path: string,
  file: File,
  options: { schema: Contract<T>; signal?: AbortSignal },
): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return send(
    path,
    { method: 'POST', headers: { Accept: 'application/json' }, body: form, signal: options.signal },
    options.schema,
  );
}

async function send<T>(path: string, init: RequestInit, contract: Contract<T>): Promise<T> {
  // Started before the request so that a named contract's chunk downloads while the server answers.
  const schemaReady = resolveContract(contract);
  // Awaited only on success; a failed request must not leave its rejection unhandled.
  schemaReady.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, credentials: 'include' });
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

  const parsed = (await schemaReady).safeParse(payload);
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
  return new ApiError(envelope.code, message, status, fields, requestId);
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
