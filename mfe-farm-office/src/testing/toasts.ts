import { notify } from 'shared';

/**
 * The office's toasts, caught for a describe block's tests: `toasts.success` and `toasts.error`
 * are fresh spies in each test (read them inside the test, not at the block's top).
 */
export function spyOnToasts(): { success: jest.SpyInstance; error: jest.SpyInstance } {
  const toasts = {} as { success: jest.SpyInstance; error: jest.SpyInstance };
  beforeEach(() => {
    toasts.success = jest.spyOn(notify, 'success').mockImplementation(() => 'id');
    toasts.error = jest.spyOn(notify, 'error').mockImplementation(() => 'id');
  });
  afterEach(() => jest.restoreAllMocks());
  return toasts;
}
