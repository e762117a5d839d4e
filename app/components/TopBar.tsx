import { Link, NavLink, useLocation } from "@remix-run/react";
import type { SessionUser } from "~/lib/api";
import { createPostHref } from "~/lib/use-create-param";
import { AccountMenu } from "./AccountMenu";
import { NotificationBell } from "./NotificationBell";

export function Logo() {
  return (
    <Link to="/" className="logo">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>Postcraft</span>
      <span className="beta-badge">beta</span>
    </Link>
  );
}

export function TopBar({ user }: { user: SessionUser | null }) {
  const { pathname } = useLocation();
  return (
    <header className="topbar">
      <Logo />
      {user ? (
        <nav className="topbar__nav" aria-label="Main">
          <NavLink to="/posts">Posts</NavLink>
          <NavLink to="/calendar">Calendar</NavLink>
          <NavLink to="/feed">Viral posts</NavLink>
          <NavLink to="/trends">Trends</NavLink>
          <NavLink to="/analytics">Analytics</NavLink>
          <Link to={createPostHref(pathname)} className="button button--primary">
            Create Post
          </Link>
          <NotificationBell />
          <AccountMenu user={user} />
        </nav>
      ) : (
        <nav className="topbar__nav" aria-label="Main">
          <NavLink to="/humanizer">Humanizer</NavLink>
          <Link to="/signin" className="button button--primary">
            Sign in
          </Link>
        </nav>
      )}
    </header>
  );
}
