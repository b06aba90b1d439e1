import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api/ApiError';
import { buildProjectDetail } from '../../../test/buildProjectDetail';
import { toast } from '../../../ui/toast';
import { projectApi } from '../api/projectApi';
import { useWizardForm } from './useWizardForm';

vi.mock('../api/projectApi', () => ({ projectApi: { create: vi.fn(), update: vi.fn(), publish: vi.fn() } }));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() },
}));
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options ? `${key} ${JSON.stringify(options)}` : key,
  }),
}));

type Project = ReturnType<typeof buildProjectDetail>;

function renderWizard(project: Project | null, address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { wizard: useWizardForm(project), address: `${location.pathname}${location.search}` };
    },
    { wrapper },
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('useWizardForm: a new project', () => {
  it('always starts at the basics, whatever the address asks for', () => {
    const { result } = renderWizard(null, '/projects/new?step=review');
    expect(result.current.wizard.step).toBe('basics');
    expect(result.current.wizard.isDraft).toBe(true);
  });

  it("checks the basics with the server's schema and sends nothing when they are wrong", async () => {
    const { result } = renderWizard(null, '/projects/new');
    act(() => result.current.wizard.set({ name: 'x' }));
    await act(() => result.current.wizard.next());
    expect(projectApi.create).not.toHaveBeenCalled();
    expect(Object.keys(result.current.wizard.errors)).toEqual(['name']);
    expect(result.current.wizard.banner).toBe('wizard.fixFields');
  });

  it('creates the draft from the basics and opens its next step in the address', async () => {
    vi.mocked(projectApi.create).mockResolvedValueOnce(buildProjectDetail({ no: 12, stage: '99' }));
    const { result } = renderWizard(null, '/projects/new');
    act(() => result.current.wizard.set({ name: '  Camp  ', summary: 'Build', platforms: ['01'] }));
    await act(() => result.current.wizard.next());
    expect(projectApi.create).toHaveBeenCalledWith({
      name: 'Camp',
      summary: 'Build',
      description: '',
      logo: null,
    });
    expect(toast.success).toHaveBeenCalledWith('wizard.draftCreated');
    expect(result.current.address).toBe('/projects/12/edit?step=details');
    expect(result.current.wizard.errors).toEqual({});
  });
});

describe('useWizardForm: an existing draft', () => {
  const draft = buildProjectDetail({ no: 4, stage: '99', meetingMode: null, region: null });

  it('opens the step the address names', () => {
    const { result } = renderWizard(draft, '/projects/4/edit?step=questions');
    expect(result.current.wizard.step).toBe('questions');
    expect(result.current.wizard.stepIndex).toBe(3);
    expect(result.current.wizard.form.name).toBe(draft.name);
  });

  it('falls back to the basics for a step it does not know', () => {
    const { result } = renderWizard(draft, '/projects/4/edit?step=launch');
    expect(result.current.wizard.step).toBe('basics');
  });

  it('puts a region the meeting mode does not offer under the region field', async () => {
    const { result } = renderWizard(draft, '/projects/4/edit?step=details');
    act(() => result.current.wizard.set({ meetingMode: '01', region: 'KR01' }));
    await act(() => result.current.wizard.next());
    expect(projectApi.update).not.toHaveBeenCalled();
    expect(Object.keys(result.current.wizard.errors)).toEqual(['region']);
  });

  it('saves the step and moves on to the next one', async () => {
    vi.mocked(projectApi.update).mockResolvedValueOnce(draft);
    const { result } = renderWizard(draft, '/projects/4/edit?step=details');
    act(() => result.current.wizard.set({ meetingMode: '02', region: 'KR01', workStyle: '' }));
    await act(() => result.current.wizard.next());
    expect(projectApi.update).toHaveBeenCalledWith(
      4,
      expect.objectContaining({ meetingMode: '02', region: 'KR01', workStyle: null }),
    );
    expect(result.current.address).toBe('/projects/4/edit?step=positions');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('moves past a step with nothing to save without calling the server', async () => {
    const { result } = renderWizard(draft, '/projects/4/edit?step=positions');
    await act(() => result.current.wizard.next());
    expect(projectApi.update).not.toHaveBeenCalled();
    expect(result.current.address).toBe('/projects/4/edit?step=questions');
  });

  it('jumps to any step after saving the current one', async () => {
    vi.mocked(projectApi.update).mockResolvedValueOnce(draft);
    const { result } = renderWizard(draft, '/projects/4/edit?step=basics');
    await act(() => result.current.wizard.jump('review'));
    expect(projectApi.update).toHaveBeenCalledTimes(1);
    expect(result.current.address).toBe('/projects/4/edit?step=review');
  });

  it("shows the server's refusal next to the fields and in the banner, and stays on the step", async () => {
    vi.mocked(projectApi.update).mockRejectedValueOnce(
      new ApiError('VALIDATION_FAILED', 'Check the links.', 400, [
        { field: 'links.0.url', message: 'Not reachable.' },
      ]),
    );
    const { result } = renderWizard(draft, '/projects/4/edit?step=details');
    await act(() => result.current.wizard.next());
    expect(result.current.wizard.errors).toEqual({
      links: 'Not reachable.',
      'links.0.url': 'Not reachable.',
    });
    expect(result.current.wizard.banner).toBe('Check the links.');
    expect(result.current.address).toBe('/projects/4/edit?step=details');
    expect(result.current.wizard.saving).toBe(false);
  });
});

describe('useWizardForm: publishing', () => {
  const draft = buildProjectDetail({ no: 4, stage: '99' });

  it('publishes the draft and opens the project', async () => {
    vi.mocked(projectApi.publish).mockResolvedValueOnce(buildProjectDetail({ no: 4, stage: '01' }));
    const { result } = renderWizard(draft, '/projects/4/edit?step=review');
    await act(() => result.current.wizard.publish());
    expect(projectApi.publish).toHaveBeenCalledWith(4);
    expect(toast.success).toHaveBeenCalledWith('draft.published');
    expect(result.current.address).toBe('/projects/4');
  });

  it('lists what is missing when publishing is refused for missing fields', async () => {
    vi.mocked(projectApi.publish).mockRejectedValueOnce(
      new ApiError('VALIDATION_FAILED', 'Not ready.', 400, [
        { field: 'summary', message: 'Write a one-line summary.' },
        { field: 'region', message: 'Choose a region.' },
      ]),
    );
    const { result } = renderWizard(draft, '/projects/4/edit?step=review');
    await act(() => result.current.wizard.publish());
    expect(result.current.wizard.errors).toMatchObject({
      summary: 'Write a one-line summary.',
      region: 'Choose a region.',
    });
    expect(result.current.wizard.banner).toBe(
      'wizard.publishMissing {"fields":"Write a one-line summary. Choose a region."}',
    );
    expect(result.current.address).toBe('/projects/4/edit?step=review');
  });

  it('says a published project is no draft', () => {
    const { result } = renderWizard(buildProjectDetail({ stage: '02' }), '/projects/1/edit');
    expect(result.current.wizard.isDraft).toBe(false);
  });
});
