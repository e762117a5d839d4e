import { TEXT } from "~/spec/texts";

/** Shown instead of the app below 1024 px (CSS decides, so it is right before any script runs). */
export function DesktopNotice() {
  return (
    <div className="desktop-notice" role="alert">
      <div className="desktop-notice__icon" aria-hidden="true">
        👎☝️
      </div>
      <h1>{TEXT.desktopNotice.title}</h1>
      <p>{TEXT.desktopNotice.body}</p>
    </div>
  );
}
