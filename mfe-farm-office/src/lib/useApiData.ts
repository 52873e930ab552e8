import { useCallback, useEffect, useState } from 'react';
import type { ApiErrorCode } from 'contract';
import { callStaffApi, type ApiResult, type Schema } from './staffApi';

/** A view of the API as a page shows it: the last answer kept while the next loads. */
export interface ApiData<T> {
  data: T | null;
  /** The sentence of the last refusal, with its code (not_found: nothing there). */
  problem: { code: ApiErrorCode | null; error: string } | null;
  loading: boolean;
  /** Asks again (after a 409, say). */
  reload: () => void;
  /** Shows an answer the page already has (the order a change returned). */
  replace: (data: T) => void;
}

/** GETs `path` whenever it changes, checked against `schema`. */
export function useApiData<T>(path: string, schema: Schema<T>): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [problem, setProblem] = useState<ApiData<T>['problem']>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    void callStaffApi(path, schema).then((result: ApiResult<T>) => {
      if (!current) return;
      setLoading(false);
      if (result.ok) {
        setData(result.data);
        setProblem(null);
      } else {
        setProblem({ code: result.code, error: result.error });
      }
    });
    return () => {
      current = false;
    };
  }, [path, schema, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((next: T) => {
    setData(next);
    setProblem(null);
  }, []);
  return { data, problem, loading, reload, replace };
}
