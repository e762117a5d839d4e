import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { ConnectionBanner } from "~/components/ConnectionBanner";
import { LoadingNote } from "~/components/LoadingNote";
import { ConnectLinkedInButton } from "~/components/posts/ConnectLinkedInButton";
import { PostCard } from "~/components/posts/PostCard";
import { PostFilters } from "~/components/posts/PostFilters";
import { ReviewBanner } from "~/components/posts/ReviewBanner";
import { titled } from "~/lib/meta";
import { filtersFromUrl, loadStudio } from "~/lib/studio.server";
import { useConnectOutcome } from "~/lib/use-connect-outcome";
import { usePostDialogs } from "~/lib/use-post-dialogs";
import { usePostParam } from "~/lib/use-post-param";
import { POST_FILTER_EMPTY, type PostFilterStatus } from "~/spec/post-filters";

export const meta = titled("Posts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The filter bar's choices live in the address (?status=&account=&q=): reload and back keep them.
  const filters = filtersFromUrl(new URL(request.url));
  return json({ ...(await loadStudio(context, request, filters)), filters });
}

/** What "No posts match" says was filtered: 'No drafts for North Wind matching “pricing”.' */
function noMatch(filters: { status?: PostFilterStatus; appId?: string; q?: string }, apps: Array<{ id: string; name: string }>) {
  const account = apps.find((a) => a.id === filters.appId)?.name;
  return `No ${filters.status ? POST_FILTER_EMPTY[filters.status] : "posts"}${account ? ` for ${account}` : ""}${filters.q ? ` matching “${filters.q}”` : ""}.`;
}

export default function Posts() {
  const { posts, counts, filters, linkedinWeb, toReview, review, apps, slots, timeZone, today } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  useConnectOutcome();
  const { open: setDialog, dialogs } = usePostDialogs({ apps, slots, timeZone, today, linkedinWeb });
  // The bell's links: /posts?post={id} opens that post as its card would.
  usePostParam(
    posts,
    useCallback((post) => setDialog({ kind: "edit", post }), [setDialog]),
  );
  // Spec: not connected when there is no app, or the first one has an empty id.
  const connected = apps.length > 0 && Boolean(apps[0].id);
  const loading = navigation.state === "loading" || revalidator.state === "loading";
  const filtered = Boolean(filters.status || filters.appId || filters.q);

  return (
    <main className="page posts">
      <header className="posts__header">
        <h1>Posts</h1>
        <LoadingNote when={loading} />
      </header>
      <ReviewBanner waiting={toReview} {...review} timeZone={timeZone} />
      {!connected ? (
        <div className="banner banner--warning posts__banner" role="status">
          <div>
            <strong>LinkedIn Not Connected</strong>
            <p>Posts are scheduled but auto-posting requires LinkedIn connection</p>
          </div>
          <ConnectLinkedInButton />
        </div>
      ) : null}
      {connected ? <ConnectionBanner apps={apps} timeZone={timeZone} /> : null}
      {filtered || posts.length > 0 ? <PostFilters counts={counts} apps={apps} status={filters.status} account={filters.appId} q={filters.q} /> : null}
      {posts.length === 0 && filtered ? (
        <div className="card center empty-state" role="status">
          <h2>No posts match these filters</h2>
          <p className="muted">{noMatch(filters, apps)}</p>
          <Link className="button" to="/posts">
            Clear filters
          </Link>
        </div>
      ) : posts.length === 0 ? (
        <div className="card center empty-state">
          <h2>No posts found</h2>
          <p className="muted">Create your first post to get started</p>
          <button type="button" className="button button--primary" onClick={() => setDialog({ kind: "create" })}>
            Create Post
          </button>
        </div>
      ) : (
        <div className="post-grid">
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              apps={apps}
              timeZone={timeZone}
              linkedinWeb={linkedinWeb}
              onEdit={() => setDialog({ kind: "edit", post })}
              onPublish={() => setDialog({ kind: "publish", post })}
              onDelete={() => setDialog({ kind: "delete", postId: post.id })}
            />
          ))}
        </div>
      )}
      {dialogs}
    </main>
  );
}
