import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_USER_STATE, useUserStore } from '../../../app/store/userStore';
import { buildChatRoom } from '../../../test/buildChatRoom';
import { buildSessionUser } from '../../../test/buildSessionUser';
import { ChatNavBadge } from './ChatNavBadge';
import { UnreadBadge } from './UnreadBadge';

vi.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string, options?: { count?: number }) => `${key}:${options?.count}` }),
}));

beforeEach(() => {
  useUserStore.setState({
    ...INITIAL_USER_STATE,
    loggedIn: true,
    profile: buildSessionUser(),
    chatReady: true,
  });
});

describe('ChatNavBadge', () => {
  it('shows the total of unread messages without the muted rooms, and says it for screen readers', () => {
    useUserStore.setState({
      chatList: [buildChatRoom({ _id: '1' }), buildChatRoom({ _id: '2', isAlarmBlocked: true })],
      chatReadCounts: [
        { _id: '1', count: 2 },
        { _id: '2', count: 40 },
        { _id: '3', count: 1 },
      ],
    });
    render(<ChatNavBadge />);
    expect(screen.getByTestId('header-unread').textContent).toBe('3');
    expect(screen.getByText('header.unreadSuffix:3')).toBeTruthy();
  });

  it('follows the store: a read room clears, a flood shows 999+', () => {
    useUserStore.setState({ chatReadCounts: [{ _id: '1', count: 2 }] });
    render(<ChatNavBadge placement="corner" />);
    expect(screen.getByTestId('bottom-unread').textContent).toBe('2');

    act(() => useUserStore.getState().setChatReadCounts([{ _id: '1', count: 1200 }]));
    expect(screen.getByTestId('bottom-unread').textContent).toBe('999+');

    act(() => useUserStore.getState().setChatReadCounts([{ _id: '1', count: 0 }]));
    expect(screen.queryByTestId('bottom-unread')).toBeNull();
  });

  it('shows nothing when logged out, and marks itself ready only for a live logged-in count', () => {
    useUserStore.setState({ chatReadCounts: [{ _id: '1', count: 5 }] });
    const { container, rerender } = render(<ChatNavBadge />);
    expect(container.firstElementChild?.getAttribute('data-chat-ready')).toBe('true');

    act(() => useUserStore.getState().logOut());
    rerender(<ChatNavBadge />);
    expect(screen.queryByTestId('header-unread')).toBeNull();
    expect(container.firstElementChild?.getAttribute('data-chat-ready')).toBe('false');
  });
});

describe('UnreadBadge', () => {
  it("shows a room's count with its label, and nothing for zero", () => {
    const { rerender } = render(<UnreadBadge count={12} label="12 unread" />);
    expect(screen.getByRole('status', { name: '12 unread' }).textContent).toBe('12');
    rerender(<UnreadBadge count={0} label="none" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
