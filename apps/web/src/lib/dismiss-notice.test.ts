import { describe, expect, it, vi } from 'vitest';
import { dismissNotice } from './dismiss-notice';
import { notify, toastHost } from './notify';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { dismiss: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

describe('dismissNotice', () => {
  it('loads nothing before a toast was asked for, and takes the one showing off the screen after', async () => {
    dismissNotice();
    await vi.dynamicImportSettled();
    expect(toast.dismiss).not.toHaveBeenCalled();

    toastHost.mounted();
    await notify('please choose at least one interest', 'error');
    expect(toast.error).toHaveBeenCalledWith('please choose at least one interest');
    toast.dismiss.mockClear();

    dismissNotice();
    await vi.waitFor(() => expect(toast.dismiss).toHaveBeenCalledTimes(1));
  });
});
