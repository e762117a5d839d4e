/**
 * The global loading indicator (spec §4): a flag, a message (default 'Loading...') and a
 * progress number. Switching it on resets progress to 0; message and progress are set on their own.
 */
import { createContext, type ReactNode, useContext, useMemo, useReducer } from "react";
import { TEXT } from "~/spec/texts";

export type LoadingState = { isLoading: boolean; loadingMessage: string; loadingProgress: number };

export type LoadingAction = { type: "set-loading"; isLoading: boolean } | { type: "set-message"; message: string } | { type: "set-progress"; progress: number };

export const initialLoadingState: LoadingState = {
  isLoading: false,
  loadingMessage: TEXT.loading.default,
  loadingProgress: 0,
};

export function loadingReducer(state: LoadingState, action: LoadingAction): LoadingState {
  switch (action.type) {
    case "set-loading":
      return action.isLoading ? { ...state, isLoading: true, loadingProgress: 0 } : { ...state, isLoading: false };
    case "set-message":
      return { ...state, loadingMessage: action.message };
    case "set-progress":
      return { ...state, loadingProgress: Math.max(0, Math.min(100, action.progress)) };
  }
}

type LoadingApi = LoadingState & {
  setLoading(isLoading: boolean): void;
  setLoadingMessage(message: string): void;
  setLoadingProgress(progress: number): void;
};

const LoadingContext = createContext<LoadingApi | null>(null);

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(loadingReducer, initialLoadingState);
  const api = useMemo<LoadingApi>(
    () => ({
      ...state,
      setLoading: (isLoading) => dispatch({ type: "set-loading", isLoading }),
      setLoadingMessage: (message) => dispatch({ type: "set-message", message }),
      setLoadingProgress: (progress) => dispatch({ type: "set-progress", progress }),
    }),
    [state],
  );
  return <LoadingContext.Provider value={api}>{children}</LoadingContext.Provider>;
}

export function useLoading(): LoadingApi {
  const api = useContext(LoadingContext);
  if (!api) throw new Error("useLoading must be used inside <LoadingProvider>");
  return api;
}
