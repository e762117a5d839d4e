import { Link, useFetcher, useNavigate, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { SessionUser } from "~/lib/api";
import { notify } from "~/lib/toast";
import { usePopover } from "~/lib/use-popover";
import { TEXT } from "~/spec/texts";
import { Avatar } from "./Avatar";
import { MenuItem } from "./MenuItem";

// Opened from the menu now and then: loaded when asked for, not with every page.
const ShareInviteDialog = lazy(() => import("./team/ShareInviteDialog").then((m) => ({ default: m.ShareInviteDialog })));

const LOGOUT_FETCHER = "logout";
/** The logout action redirects to /?logged-out=1 once the session has ended. */
export const LOGGED_OUT_PARAM = "logged-out";

/**
 * Says how logout went. It lives in the root layout, not in the menu: the menu disappears as
 * soon as the session is gone, before it could say anything.
 */
export function useLogoutOutcome() {
  const logout = useFetcher<{ ok: boolean }>({ key: LOGOUT_FETCHER });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (logout.state === "idle" && logout.data?.ok === false) notify.error(TEXT.auth.logoutFailed);
  }, [logout.state, logout.data]);
  useEffect(() => {
    if (!params.has(LOGGED_OUT_PARAM)) return;
    notify.success(TEXT.auth.loggedOut);
    navigate("/", { replace: true });
  }, [params, navigate]);
}

/** The avatar in the top bar: who is signed in, the team, an invite link, and Logout. Closes on Escape and on a click elsewhere. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, root, panelId, buttonProps } = usePopover();
  const [sharing, setSharing] = useState(false);
  const logout = useFetcher<{ ok: boolean }>({ key: LOGOUT_FETCHER });

  return (
    <div className="account-menu" ref={root}>
      <button
        {...buttonProps}
        className="account-menu__button"
        aria-haspopup="menu"
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar name={user.name} src={user.avatar} />
      </button>
      {open ? (
        <div className="account-menu__panel" id={panelId} role="menu">
          <div className="account-menu__who">
            <Avatar name={user.name} src={user.avatar} size={40} />
            <div>
              <strong className="account-menu__name">{user.name}</strong>
              {user.email ? <span className="muted">{user.email}</span> : null}
            </div>
          </div>
          <Link to="/team" role="menuitem" className="menu-item" autoFocus onClick={() => setOpen(false)}>
            Your team
          </Link>
          <Link to="/account" role="menuitem" className="menu-item" onClick={() => setOpen(false)}>
            Your data
          </Link>
          {user.role === "owner" ? (
            <MenuItem close={() => setOpen(false)} onSelect={() => setSharing(true)}>
              Invite a teammate
            </MenuItem>
          ) : null}
          <logout.Form method="post" action="/logout">
            <button type="submit" role="menuitem" className="menu-item" disabled={logout.state !== "idle"}>
              {logout.state !== "idle" ? "Logging out…" : "Logout"}
            </button>
          </logout.Form>
        </div>
      ) : null}
      {sharing ? (
        <Suspense fallback={null}>
          <ShareInviteDialog onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
