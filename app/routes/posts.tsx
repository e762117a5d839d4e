import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { titled } from "~/lib/meta";
import { Link, useLoaderData } from "@remix-run/react";
import { readList, requireUser } from "~/lib/guards.server";

export const meta = titled("Posts");

type PostSummary = { id: string; title: string; content: string; status: string; scheduledAt: string | null };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const { data } = await readList<{ data: PostSummary[] }>(context, request, "/api/posts");
  return json({ posts: data });
}

/** Read-only for now: the cards with Edit, Copy, Delete and Post arrive with the posts work. */
export default function Posts() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1>Posts</h1>
      <p className="pill">Being built: editing, scheduling and publishing from this page</p>
      {posts.length === 0 ? (
        <div className="card center">
          <h2>No posts found</h2>
          <p className="muted">Create your first post to get started</p>
        </div>
      ) : (
        <ul className="post-grid">
          {posts.map((p) => (
            <li key={p.id} className="card post-card">
              <h2>{p.title || "Untitled post"}</h2>
              <p className="muted">
                {p.status === "published" ? "Published" : p.scheduledAt ? `Scheduled for ${new Date(p.scheduledAt).toLocaleString()}` : "Draft"}
              </p>
              <p className="post-card__content">{p.content}</p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/calendar">Open the calendar</Link>
      </p>
    </main>
  );
}
