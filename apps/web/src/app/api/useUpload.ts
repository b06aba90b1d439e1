import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadOptions, UploadProgress } from './apiClient';

/** The upload on its way: which file, and how many of its bytes have gone. */
export type UploadInFlight = UploadProgress & { name: string };

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Runs one upload at a time with its progress and a way to cancel it. `run` resolves with the
 * server's answer, or null when the person cancelled (nothing reached the server whole, so nothing
 * was stored); other failures are thrown as they were. Leaving the screen cancels what is on its way.
 */
export function useUpload() {
  const [inFlight, setInFlight] = useState<UploadInFlight | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T>(file: File, send: (file: File, options: UploadOptions) => Promise<T>): Promise<T | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setInFlight({ name: file.name, loaded: 0, total: file.size });
      try {
        return await send(file, {
          signal: current.signal,
          onProgress: (progress) => setInFlight({ name: file.name, ...progress }),
        });
      } catch (error) {
        if (isCancel(error)) return null;
        throw error;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setInFlight(null);
        }
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { inFlight, run, cancel };
}
