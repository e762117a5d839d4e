import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { ConnectionBanner } from "~/components/ConnectionBanner";
import { LoadingNote } from "~/components/LoadingNote";
import { ConnectLinkedInButton } from "~/components/posts/ConnectLinkedInButton";
import { PostCard } from "~/components/posts/PostCard";
import { ReviewBanner } from "~/components/posts/ReviewBanner";
import { titled } from "~/lib/meta";
import { loadStudio } from "~/lib/studio.server";
import { useConnectOutcome } from "~/lib/use-connect-outcome";
import { usePostDialogs } from "~/lib/use-post-dialogs";

export const meta = titled("Posts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await loadStudio(context, request));
}

export default function Posts() {
  const { posts, toReview, review, apps, slots, timeZone, today } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  useConnectOutcome();
  const { open: setDialog, dialogs } = usePostDialogs({ apps, slots, timeZone, today });
  // Spec: not connected when there is no app, or the first one has an empty id.
  const connected = apps.length > 0 && Boolean(apps[0].id);
  const loading = navigation.state === "loading" || revalidator.state === "loading";

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
      {posts.length === 0 ? (
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
              timeZone={timeZone}
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
