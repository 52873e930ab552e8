import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiFailure, ApiResult } from './requestJson';
import { useResource } from './useResource';

const UNREACHABLE: ApiFailure = { ok: false, kind: 'unreachable', status: 0, code: null, error: null };
const found = (data: string): ApiResult<string> => ({ ok: true, status: 200, data });

/** A load whose answers the test gives by hand, one pending promise per call. */
function manualLoad() {
  const calls: Array<{ signal: AbortSignal; reloaded: boolean; answer: (result: ApiResult<string>) => Promise<void> }> = [];
  const load = jest.fn((signal: AbortSignal, reloaded: boolean) => {
    let settle: (result: ApiResult<string>) => void = () => undefined;
    const pending = new Promise<ApiResult<string>>((resolve) => (settle = resolve));
    // Settles inside act, so React applies the answer before the test looks.
    const answer = (result: ApiResult<string>) => act(async () => settle(result));
    calls.push({ signal, reloaded, answer });
    return pending;
  });
  return { load, calls };
}

describe('useResource', () => {
  it('loads the key, then shows its data', async () => {
    const { load, calls } = manualLoad();
    const { result } = renderHook(() => useResource('/a', load));
    expect(result.current).toMatchObject({ data: null, problem: null, loading: true });
    await calls[0].answer(found('A'));
    expect(result.current).toMatchObject({ data: 'A', problem: null, loading: false });
    expect(calls[0].reloaded).toBe(false);
  });

  it('asks nothing for a null key, and asks once the key is given', async () => {
    const { load, calls } = manualLoad();
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), { initialProps: { key: null as string | null } });
    expect(result.current.loading).toBe(false);
    expect(load).not.toHaveBeenCalled();
    rerender({ key: '/days' });
    expect(result.current.loading).toBe(true);
    await calls[0].answer(found('days'));
    expect(result.current.data).toBe('days');
  });

  it('keeps the last data while reloading and after a failed reload, with the failure', async () => {
    const { load, calls } = manualLoad();
    const { result } = renderHook(() => useResource('/a', load));
    await calls[0].answer(found('A'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'A', loading: true });
    expect(calls[1].reloaded).toBe(true);
    await calls[1].answer(UNREACHABLE);
    expect(result.current).toMatchObject({ data: 'A', problem: UNREACHABLE, loading: false });
    act(() => result.current.reload());
    await calls[2].answer(found('A2'));
    expect(result.current).toMatchObject({ data: 'A2', problem: null, loading: false });
  });

  it('cancels the old key’s request when the key changes, and ignores its late answer', async () => {
    const { load, calls } = manualLoad();
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), { initialProps: { key: '/a' } });
    rerender({ key: '/b' });
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].reloaded).toBe(false);
    await calls[1].answer(found('B'));
    await calls[0].answer(found('A, too late'));
    expect(result.current).toMatchObject({ data: 'B', loading: false });
  });

  it('cancels on unmount and sets nothing afterwards', async () => {
    const { load, calls } = manualLoad();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useResource('/a', load));
    unmount();
    expect(calls[0].signal.aborted).toBe(true);
    await calls[0].answer(found('A'));
    expect(result.current.data).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('starts from the initial data, and shows data the page already has with replace', async () => {
    const { load, calls } = manualLoad();
    const { result } = renderHook(() => useResource('/a', load, () => 'from the HTML'));
    expect(result.current).toMatchObject({ data: 'from the HTML', loading: true });
    await calls[0].answer(UNREACHABLE);
    expect(result.current).toMatchObject({ data: 'from the HTML', problem: UNREACHABLE });
    act(() => result.current.replace('changed'));
    expect(result.current).toMatchObject({ data: 'changed', problem: null });
  });

  it('calls the latest load, though the key alone decides when', async () => {
    const first = jest.fn(async () => found('first'));
    const second = jest.fn(async () => found('second'));
    const { result, rerender } = renderHook(({ load }) => useResource('/a', load), { initialProps: { load: first } });
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ load: second });
    expect(second).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(first).toHaveBeenCalledTimes(1);
  });
});
