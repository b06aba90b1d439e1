/*
 * A fetch whose answer is read whole before it is handed on, at most `maxBytes` of it (decoded:
 * a compressed answer counts as what it unpacks to) and all of it within `timeoutMs` from the
 * request. Clients that take a fetch (the OpenAI SDK) time out only until the headers arrive and
 * then read any amount, however slowly; this bounds both.
 */

/** The answer was larger than the cap; nothing of it is used. */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`the answer was larger than ${maxBytes} bytes`);
  }
}

export function boundedFetch(options: { maxBytes: number; timeoutMs: number }): typeof fetch {
  return async (input, init) => {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const response = await fetch(input, { ...init, signal });
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > options.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(options.maxBytes);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw new AnswerTooLargeError(options.maxBytes);
        }
        chunks.push(value);
      }
    }
    const headers = new Headers(response.headers);
    // The body handed on is the decoded bytes read here.
    headers.delete('content-encoding');
    headers.delete('content-length');
    const nullBody = [101, 204, 205, 304].includes(response.status);
    return new Response(nullBody ? null : Buffer.concat(chunks), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
