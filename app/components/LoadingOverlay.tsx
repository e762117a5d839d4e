import { useLoading } from "~/lib/loading";

export function LoadingOverlay() {
  const { isLoading, loadingMessage, loadingProgress } = useLoading();
  if (!isLoading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__card">
        <div className="spinner" aria-hidden="true" />
        <p>{loadingMessage}</p>
        {loadingProgress > 0 ? (
          <progress max={100} value={loadingProgress} aria-label="Progress">
            {loadingProgress}%
          </progress>
        ) : null}
      </div>
    </div>
  );
}
