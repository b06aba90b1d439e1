import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '../../test/buildSessionUser';
import { useUiStore } from '../store/uiStore';
import { INITIAL_USER_STATE, useUserStore } from '../store/userStore';
import { runAsMember } from './memberAction';

const ME = buildSessionUser({ no: 1, nickname: 'me' });
const loginDialogOpen = () => useUiStore.getState().loginDialogOpen;

beforeEach(() => {
  sessionStorage.clear();
  useUserStore.setState(INITIAL_USER_STATE);
  useUiStore.getState().setLoginDialogOpen(false);
});

describe('runAsMember', () => {
  it('runs the action at once for a member', () => {
    useUserStore.getState().logIn(ME, 1);
    const action = vi.fn();
    runAsMember(action);
    expect(action).toHaveBeenCalledOnce();
    expect(loginDialogOpen()).toBe(false);
  });

  it('asks a visitor whose session was checked to log in, and does not run the action', () => {
    useUserStore.getState().setLoginAttempted(true);
    const action = vi.fn();
    runAsMember(action);
    expect(action).not.toHaveBeenCalled();
    expect(loginDialogOpen()).toBe(true);
  });

  it('waits for the session check: a member logged in by cookie gets the action, not the dialog', () => {
    const action = vi.fn();
    runAsMember(action);
    expect(action).not.toHaveBeenCalled();
    expect(loginDialogOpen()).toBe(false);
    // What startLoggedInSession does when the check answers.
    useUserStore.getState().logIn(ME, 2);
    useUserStore.getState().setLoginAttempted(true);
    expect(action).toHaveBeenCalledOnce();
    expect(loginDialogOpen()).toBe(false);
  });

  it('waits for the session check: a visitor then sees the log-in dialog', () => {
    const action = vi.fn();
    runAsMember(action);
    useUserStore.getState().setLoginAttempted(true);
    expect(action).not.toHaveBeenCalled();
    expect(loginDialogOpen()).toBe(true);
  });

  it('keeps only the last tap made while the check was pending', () => {
    const first = vi.fn();
    const second = vi.fn();
    runAsMember(first);
    runAsMember(second);
    useUserStore.getState().logIn(ME, 3);
    useUserStore.getState().setLoginAttempted(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
