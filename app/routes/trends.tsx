import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { FeedCard } from "~/components/feed/FeedCard";
import { askApi } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { loadStudio } from "~/lib/studio.server";
import { usePostDialogs } from "~/lib/use-post-dialogs";
import { TEXT } from "~/spec/texts";

export const meta = titled("Trending topics");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const studio = await loadStudio(context, request);
  // A 401 clears the token and goes to /signin (spec §8).
  const topicsRead = await askApi(context, request, (api) => api.api["trending-topics"].$get());
  const topics = topicsRead.ok ? topicsRead.data : [];
  const asked = new URL(request.url).searchParams.get("topic");
  const selected = asked ?? topics[0]?.id ?? null;
  const postsRead = selected ? await askApi(context, request, (api) => api.api[":topicId"]["trending-posts"].$get({ param: { topicId: selected } })) : null;
  // A topic that fell away since the link was made has no posts: the page says so.
  const posts = postsRead?.ok ? postsRead.data : [];
  return json({ ...studio, topics, selected, posts });
}

/** Trending topics: chips at the top, the chosen topic's posts below, each to recreate. */
export default function Trends() {
  const { topics, selected, posts, apps, slots, timeZone, today } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const switching = navigation.state === "loading" && navigation.location.pathname === "/trends";
  const { open, dialogs } = usePostDialogs({ apps, slots, timeZone, today });

  return (
    <main className="page trends">
      <h1>Trending topics</h1>
      <p className="muted">What people are talking about now, from posts that are rising fastest. Pick a topic, then recreate a post in your own words.</p>
      {topics.length === 0 ? (
        <div className="card center empty-state">
          <h2>{TEXT.trends.noTopics}</h2>
          <p className="muted">Topics appear as new posts come in from the sources. Check back in a few minutes.</p>
        </div>
      ) : (
        <nav aria-label="Trending topics" className="trends__chips">
          {topics.map((topic) => (
            <Link
              key={topic.id}
              to={`?topic=${encodeURIComponent(topic.id)}`}
              className={`chip${topic.id === selected ? " chip--selected" : ""}`}
              aria-current={topic.id === selected ? "page" : undefined}
              preventScrollReset
            >
              {topic.name}
            </Link>
          ))}
        </nav>
      )}
      {switching ? (
        <p role="status" className="muted">
          {TEXT.loading.default}
        </p>
      ) : null}
      {selected && posts.length === 0 ? (
        <div className="card center empty-state">
          <h2>{TEXT.trends.noPosts}</h2>
          <p className="muted">This topic has no posts right now. Pick another one.</p>
        </div>
      ) : null}
      <div className="feed__grid" aria-busy={switching}>
        {posts.map((post) => (
          <FeedCard key={post.id} post={post} onRecreate={() => open({ kind: "recreate", reference: post.content })} />
        ))}
      </div>
      {dialogs}
    </main>
  );
}
