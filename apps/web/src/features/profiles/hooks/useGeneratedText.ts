import type { TMemberText, TMemberTextInput } from '@sidecamp/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/apiClient';

export type GeneratedTextKind = TMemberTextInput['kind'];

/**
 * "Generate my profile text / resume summary": the server writes it from the person's saved
 * profile and activity (templates, no model, no credit). Nothing is saved; the form takes the text.
 */
export function useGeneratedText(kind: GeneratedTextKind) {
  return useMutation<TMemberText, Error, void>({
    mutationFn: () =>
      apiRequest('/blueprint/profile-text', { method: 'POST', body: { kind }, schema: 'ZMemberText' }),
  });
}
