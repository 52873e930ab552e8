/**
 * The start-up's first step registers the remotes before React DOM is evaluated: the `shared`
 * package and the router are shared whole and bring React DOM with them, so the first step must
 * reach neither, or React DOM's evaluation joins its task (docs/decisions/short-start-up-tasks.md).
 * Each factory runs only when its module is evaluated.
 */
jest.mock('react-dom', () => {
  throw new Error('react-dom was evaluated by the first step');
});
jest.mock('react-dom/client', () => {
  throw new Error('react-dom/client was evaluated by the first step');
});
jest.mock('react-router-dom', () => {
  throw new Error('react-router-dom was evaluated by the first step');
});
jest.mock('shared', () => {
  throw new Error('the shared package was evaluated by the first step');
});

describe("the start-up's first step", () => {
  it('registers the remotes without evaluating React DOM, the router or the shared package', async () => {
    const { prepareRemotes } = await import('../federation/prepareRemotes');
    expect(typeof prepareRemotes).toBe('function');
  });
});
