import { json, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FeedCard } from "~/components/feed/FeedCard";
import { SavePostForm } from "~/components/feed/SavePostForm";
import type { FeedPost } from "~/lib/api";
import { apiPage } from "~/lib/api.client";
import { serverApi } from "~/lib/api.server";
import { titled } from "~/lib/meta";
import { clearAuthCookie } from "~/lib/session.server";
import { loadStudio } from "~/lib/studio.server";
import { usePostDialogs } from "~/lib/use-post-dialogs";
import { TEXT } from "~/spec/texts";

export const meta = titled("Viral posts");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const studio = await loadStudio(context, request);
  const res = await serverApi(context, request).api.feed.$get({ query: {} });
  // A 401 clears the token and goes to /signin (spec §8).
  if (res.status === 401) throw redirect("/signin", { headers: { "set-cookie": clearAuthCookie(request) } });
  const first = res.ok ? await res.json() : { data: [], nextCursor: null };
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
  const [loading, setLoading] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const { open, dialogs } = usePostDialogs({ apps, slots, timeZone, today });

  async function more() {
    if (!cursor || loading) return;
    setLoading(true);
    try {
      const page = await apiPage((api) => api.api.feed.$get({ query: { cursor } }));
      setPosts((all) => [...all, ...page.data.filter((p) => !all.some((a) => a.id === p.id))]);
      setCursor(page.nextCursor);
    } catch {
      // apiCall said what went wrong; scrolling again tries again
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !cursor) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void more());
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
        {loading ? <span role="status">{TEXT.loading.default}</span> : null}
      </div>
      {dialogs}
    </main>
  );
}
