import { useSyncExternalStore } from "react";
import type { SiteLink } from "~/content/site";
import { createReducerStore } from "~/lib/reducer-store";

/** The spec's toast rules. Radix Toast enforces the timing and the swipe. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

export type ToastInput = {
  title: string;
  description?: string;
  /** A link to the page where the shopper can do what the toast is about. */
  action?: SiteLink;
  /** Milliseconds before it closes itself; `Infinity` keeps it until dismissed. */
  duration?: number;
};

export type ToastRecord = ToastInput & { id: string; open: boolean };

type ToastState = readonly ToastRecord[];

type ToastStoreAction =
  | { type: "add"; toast: ToastRecord }
  | { type: "update"; id: string; patch: Partial<ToastInput> }
  | { type: "dismiss"; id?: string };

export const INITIAL_TOAST_STATE: ToastState = [];

export function toastReducer(
  state: ToastState,
  action: ToastStoreAction,
): ToastState {
  switch (action.type) {
    case "add":
      // The newest toast comes first, so the limit drops the oldest.
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "update":
      return state.map((toast) =>
        toast.id === action.id ? { ...toast, ...action.patch } : toast,
      );
    case "dismiss":
      // Dismissed toasts stay in the list, closed, so that Radix can animate them out.
      return state.map((toast) =>
        action.id === undefined || toast.id === action.id
          ? { ...toast, open: false }
          : toast,
      );
    default: {
      const unknown: never = action;
      throw new Error(`Unknown toast action: ${JSON.stringify(unknown)}`);
    }
  }
}

const store = createReducerStore(toastReducer, INITIAL_TOAST_STATE);
let lastId = 0;

export function dismissToast(id?: string) {
  store.dispatch({ type: "dismiss", id });
}

/** Shows a toast in place of the one on screen; returns handles to change or close it. */
export function toast(input: ToastInput) {
  lastId += 1;
  const id = `toast-${lastId}`;
  store.dispatch({ type: "add", toast: { ...input, id, open: true } });
  return {
    id,
    update: (patch: Partial<ToastInput>) =>
      store.dispatch({ type: "update", id, patch }),
    dismiss: () => dismissToast(id),
  };
}

const getServerSnapshot = () => INITIAL_TOAST_STATE;

export function useToasts() {
  return useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    getServerSnapshot,
  );
}
