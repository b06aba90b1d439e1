import type { TFeedItem } from '@sidecamp/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FeedGroupCard } from './FeedGroupCard';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) =>
      options ? `${key} ${JSON.stringify({ ...options, defaultValue: undefined })}` : key,
  }),
}));

const booth = (id: number, name: string): TFeedItem =>
  ({
    id,
    WRITE_TYPE: '02',
    AUTO_CODE: 'B001',
    FEED_TITLE: name,
    FEED_DETAIL: `${name}, introduced`,
    SERVICE_NAME: name,
    USER_NICKNAME: null,
    REFERENCE_DETAIL: null,
    PROJECT_NAME: null,
    SERVICE_INTRODUCTION: null,
    actor: { no: id, nickname: `Maker ${id}`, img: null },
    projectNo: null,
    groupId: null,
    category: null,
    target: { type: 'booth', id },
    post: null,
    createdAt: new Date().toISOString(),
  }) as unknown as TFeedItem;

describe('FeedGroupCard: a run of automatic items as one entry', () => {
  const items = [booth(1, 'Harbour'), booth(2, 'Tide tables'), booth(3, 'Ward swap'), booth(4, 'Lantern')];

  it('says how many and of what, names the first three, and opens to the items in place', () => {
    render(
      <MemoryRouter>
        <FeedGroupCard code="B001" items={items} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('feed.group.B001');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('"count":4');
    expect(screen.getByText(/Harbour, Tide tables, Ward swap/).textContent).toContain('"count":1');
    expect(screen.queryByRole('link', { name: 'Lantern' })).toBeNull();

    const toggle = screen.getByRole('button', { name: /feed\.groupShow/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Lantern' }).getAttribute('href')).toBe('/booths/4');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
