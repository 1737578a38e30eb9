/**
 * State held outside React for the whole visit, whichever page shows it, changed by a reducer and
 * read with `useSyncExternalStore` (the toasts, the help centre's conversation).
 */
export function createReducerStore<State, Action>(
  reducer: (state: State, action: Action) => State,
  initialState: State,
) {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch: (action: Action) => {
      state = reducer(state, action);
      listeners.forEach((listener) => listener());
    },
  };
}
