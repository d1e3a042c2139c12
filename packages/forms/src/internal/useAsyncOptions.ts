import { useCallback, useEffect, useRef, useState } from 'react';

interface AsyncOptions<Item> {
  items: readonly Item[];
  isLoading: boolean;
  /** Whether the last load rejected; `items` then keeps what was there before. */
  hasFailed: boolean;
  retry: () => void;
}

interface LoadState<Item> {
  key: string | null;
  items: readonly Item[];
  status: 'idle' | 'loading' | 'failed';
}

/**
 * Loads a list through a callback prop (provinces, cities, requests) whenever `key` changes, and
 * never while `key` is null. The callback may be a new function on every render: only `key`
 * decides when to load. A late answer to an older load is ignored.
 */
export const useAsyncOptions = <Item>(
  key: string | null,
  load: () => Promise<readonly Item[]>,
): AsyncOptions<Item> => {
  const loadRef = useRef(load);
  // Declared before the loading effect, so that a load always uses the latest callback.
  useEffect(() => {
    loadRef.current = load;
  });
  const latestLoad = useRef(0);
  const [state, setState] = useState<LoadState<Item>>({ key: null, items: [], status: 'idle' });

  const start = useCallback((target: string) => {
    latestLoad.current += 1;
    const id = latestLoad.current;
    setState((previous) => ({
      key: target,
      items: previous.key === target ? previous.items : [],
      status: 'loading',
    }));
    loadRef.current().then(
      (items) => latestLoad.current === id && setState({ key: target, items, status: 'idle' }),
      () => latestLoad.current === id && setState((previous) => ({ ...previous, status: 'failed' })),
    );
  }, []);

  useEffect(() => {
    if (key !== null) start(key);
    return () => {
      // Whatever is still loading answers for a key that is no longer current.
      latestLoad.current += 1;
    };
  }, [key, start]);

  const retry = useCallback(() => {
    if (key !== null) start(key);
  }, [key, start]);
  const isCurrentKey = key !== null && state.key === key;
  return {
    items: isCurrentKey ? state.items : [],
    isLoading: isCurrentKey ? state.status === 'loading' : key !== null,
    hasFailed: isCurrentKey && state.status === 'failed',
    retry,
  };
};
