import { toast as sonnerToast } from 'sonner';

/**
 * The one way features raise a toast; the container is mounted once by the page shell.
 * Kept as a thin wrapper so defaults (duration, styling) change in one place.
 */
export const toast = {
  success: (message: string, description?: string) => sonnerToast.success(message, { description }),
  error: (message: string, description?: string) => sonnerToast.error(message, { description }),
  info: (message: string, description?: string) => sonnerToast.info(message, { description }),
  message: (message: string, description?: string) => sonnerToast(message, { description }),
};
