import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FeedCard } from "~/components/feed/FeedCard";
import { SavePostForm } from "~/components/feed/SavePostForm";
import type { FeedPost } from "~/lib/api";
import { apiPage } from "~/lib/api.client";
import { askApi } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { loadStudio } from "~/lib/studio.server";
import { useMutation } from "~/lib/use-mutation";
import { usePostDialogs } from "~/lib/use-post-dialogs";
import { TEXT } from "~/spec/texts";

export const meta = titled("Viral posts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const studio = await loadStudio(context, request);
  // A 401 clears the token and goes to /signin (spec §8).
  const read = await askApi(context, request, (api) => api.api.feed.$get({ query: {} }));
  const first = read.ok ? read.body : { data: [], nextCursor: null };
  return json({ ...studio, feed: first.data, nextCursor: first.nextCursor });
}

/** The viral-posts feed: a masonry grid of cards, more as the member scrolls; Recreate writes their own version. */
export default function Feed() {
  const { feed, nextCursor, apps, slots, timeZone, today } = useLoaderData<typeof loader>();
  const [posts, setPosts] = useState<FeedPost[]>(feed);
  const [cursor, setCursor] = useState<string | null>(nextCursor);
  // Fresh data from the server (after a save) starts the list again from its first page.
  useEffect(() => {
    setPosts(feed);
    setCursor(nextCursor);
  }, [feed, nextCursor]);
  const sentinel = useRef<HTMLDivElement>(null);
  const { open, dialogs } = usePostDialogs({ apps, slots, timeZone, today });
  // The next page, one at a time; on failure apiPage said what went wrong, and scrolling again tries again.
  const nextPage = useMutation((after: string) => apiPage((api) => api.api.feed.$get({ query: { cursor: after } })), {
    onSuccess: (page) => {
      setPosts((all) => [...all, ...page.data.filter((p) => !all.some((a) => a.id === p.id))]);
      setCursor(page.nextCursor);
    },
  });

  function more() {
    if (cursor) void nextPage.run(cursor);
  }

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !cursor) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more());
    observer.observe(node);
    return () => observer.disconnect();
  });

  return (
    <main className="page feed">
      <h1>Viral posts</h1>
      <p className="muted">Posts that did well, to learn from. Recreate one to write your own version with your facts.</p>
      <SavePostForm />
      {posts.length === 0 ? <p className="muted">No posts yet.</p> : null}
      <div className="feed__grid">
        {posts.map((post) => (
          <FeedCard key={post.id} post={post} onRecreate={() => open({ kind: "recreate", reference: post.content })} />
        ))}
      </div>
      <div ref={sentinel} className="feed__more">
        {nextPage.busy ? <span role="status">{TEXT.loading.default}</span> : null}
      </div>
      {dialogs}
    </main>
  );
}
