import { type ListState, listStateFromQuery, listStateToQuery } from '@flexportal/react/lists';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Binds a list screen's state to the route's query string, so filters and page survive a
 * reload and can be shared as a link (AC-2query). `normalize` maps the spec's aliases
 * (`bid`, `start_date`, ...) to the names the list writes back; each change replaces the
 * history entry instead of piling one up per keystroke.
 */
export function useSearchListState(normalize?: (query: URLSearchParams) => URLSearchParams): {
  state: ListState;
  onStateChange: (state: ListState) => void;
} {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text is the identity
  const state = useMemo(
    () => listStateFromQuery(normalize ? normalize(new URLSearchParams(key)) : search),
    [key],
  );
  const onStateChange = useCallback(
    (next: ListState) => setSearch(listStateToQuery(next), { replace: true }),
    [setSearch],
  );
  return { state, onStateChange };
}
