import { SIDEBAR_STORAGE_KEY, readActiveSidebarId, saveActiveSidebarId } from './sidebarMemory';

describe('sidebar memory', () => {
  beforeEach(() => sessionStorage.clear());

  it('defaults to the second item', () => {
    expect(readActiveSidebarId([1, 2, 3, 4, 5])).toBe(2);
  });

  it('remembers the chosen item for the session', () => {
    saveActiveSidebarId(4);
    expect(sessionStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('4');
    expect(readActiveSidebarId([1, 2, 3, 4, 5])).toBe(4);
  });

  it('ignores a remembered id that is no longer listed', () => {
    sessionStorage.setItem(SIDEBAR_STORAGE_KEY, '42');
    expect(readActiveSidebarId([1, 2, 3, 4, 5])).toBe(2);
  });
});
