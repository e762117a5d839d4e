import { useEffect, useState } from "react";
import { Avatar } from "~/components/Avatar";
import { ContributorPostCard } from "~/components/contributor/ContributorPostCard";
import type { ContributorPost, ContributorView } from "~/lib/api";
import { type ApiCallError, messageOf } from "~/lib/api.client";
import { disconnectMe, keyFromFragment, loadMine, setMyPolicy } from "~/lib/contributor.client";
import { titled } from "~/lib/meta";
import { useMutation } from "~/lib/use-mutation";
import { PEOPLE_TEXT } from "~/spec/people-texts";
import { ROLE_TEXT } from "~/spec/roles";

const words = PEOPLE_TEXT.mine;
export const meta = titled(words.title);

type Group = keyof typeof words.groups;

/** Which list a post is in on the contributor's page. */
export function groupOf(post: ContributorPost): Group {
  if (post.status === "published") return "published";
  if (post.status === "failed" || post.status === "unknown") return "attention";
  if (post.approval.waiting || (post.status === "draft" && post.needsReview)) return "waiting";
  if (post.status === "scheduled" || post.status === "publishing") return "scheduled";
  return "drafts";
}

type Page =
  | { state: "loading" }
  | { state: "no-key" }
  | { state: "refused"; message: string }
  | { state: "disconnected" }
  | { state: "loaded"; key: string; view: ContributorView };

/**
 * The contributor's own view (issue 25 item 4, decision 046): through their personal link, with no
 * account of ours, the posts the team plans in their name. The key is in the address's fragment,
 * which no server sees; it travels as a header to /public/api/contributor.
 */
export default function MyPosts() {
  const [page, setPage] = useState<Page>({ state: "loading" });
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const key = keyFromFragment(window.location.hash);
    if (!key) return setPage({ state: "no-key" });
    let live = true;
    loadMine(key)
      .then((view) => live && setPage({ state: "loaded", key, view }))
      .catch((error: ApiCallError) => live && setPage({ state: "refused", message: messageOf(error, ROLE_TEXT.errors.linkGone) }));
    return () => {
      live = false;
    };
  }, []);

  const policy = useMutation(async (key: string, on: boolean) => {
    const { publishPolicy } = await setMyPolicy(key, on ? "team" : "ask");
    setPage((p) => (p.state === "loaded" ? { ...p, view: { ...p.view, account: { ...p.view.account, publishPolicy } } } : p));
  });
  const leave = useMutation(async (key: string) => {
    await disconnectMe(key);
    setPage({ state: "disconnected" });
  });

  if (page.state !== "loaded") {
    const message =
      page.state === "loading" ? words.loading : page.state === "no-key" ? words.noKey : page.state === "disconnected" ? words.disconnected : page.message;
    return (
      <main className="page page--narrow">
        <div className="card center">
          <h1>{words.title}</h1>
          <p role={page.state === "loading" ? "status" : "alert"}>{message}</p>
        </div>
      </main>
    );
  }

  const { key, view } = page;
  const replace = (next: ContributorPost) =>
    setPage((p) => (p.state === "loaded" ? { ...p, view: { ...p.view, posts: p.view.posts.map((x) => (x.id === next.id ? next : x)) } } : p));
  const groups = (Object.keys(words.groups) as Group[]).map((g) => ({ group: g, posts: view.posts.filter((p) => groupOf(p) === g) }));
  const until = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" }).format(new Date(view.expiresAt));

  return (
    <main className="page page--narrow my-posts">
      <header className="my-posts__head">
        <Avatar name={view.account.name} src={view.account.avatar} size={48} />
        <div>
          <h1>{words.title}</h1>
          <p className="muted">{words.forTeam(view.account.name, view.team.name)}</p>
        </div>
      </header>
      <section className="card my-posts__policy" aria-label="Publishing as you">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={view.account.publishPolicy === "team"}
            disabled={policy.busy}
            onChange={(e) => void policy.run(key, e.target.checked)}
          />
          {ROLE_TEXT.autonomyChoice}
        </label>
        <p className="muted">{words.autonomyHelp}</p>
      </section>
      {view.posts.length === 0 ? <p className="muted">{words.empty}</p> : null}
      {groups
        .filter((g) => g.posts.length > 0)
        .map((g) => (
          <section key={g.group} aria-labelledby={`group-${g.group}`} className="my-posts__group">
            <h2 id={`group-${g.group}`}>
              {words.groups[g.group]} ({g.posts.length})
            </h2>
            {g.posts.map((p) => (
              <ContributorPostCard key={p.id} post={p} keyOf={key} onChanged={replace} />
            ))}
          </section>
        ))}
      <footer className="my-posts__foot">
        <p className="muted">{words.expires(until)}</p>
        {confirming ? (
          <div role="alertdialog" aria-label={words.disconnect} className="card">
            <p>{words.disconnectConfirm}</p>
            <div className="contributor-post__actions">
              <button type="button" className="button button--danger" disabled={leave.busy} onClick={() => void leave.run(key)}>
                {words.disconnectYes}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {ROLE_TEXT.decide.cancel}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {words.disconnect}
          </button>
        )}
      </footer>
    </main>
  );
}
