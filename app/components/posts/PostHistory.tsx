import { useEffect, useState } from "react";
import type { AttemptSummary } from "~/lib/api";
import { attemptWords, RUNNER_WORDS } from "~/lib/history";
import { listAttempts } from "~/lib/posts.client";
import { instantToZoned } from "~/spec/time";

/**
 * The post's publishing history in plain words: every try, who ran it and what LinkedIn said
 * (issue 8). Nothing shows for a post that was never tried.
 */
export function PostHistory({ postId, timeZone }: { postId: string; timeZone: string }) {
  const [attempts, setAttempts] = useState<AttemptSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    listAttempts(postId)
      .then((found) => live && setAttempts(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [postId]);

  if (failed) return <p className="muted">The post's history couldn't be loaded.</p>;
  if (!attempts || attempts.length === 0) return null;
  return (
    <section className="post-history" aria-labelledby="post-history-title">
      <h3 id="post-history-title" className="field__label">
        History
      </h3>
      <ol>
        {attempts.map((a) => {
          const at = instantToZoned(Date.parse(a.startedAt), timeZone);
          return (
            <li key={`${a.number}-${a.startedAt}`}>
              <time dateTime={a.startedAt}>
                {at.date} {at.time}
              </time>{" "}
              <span className="muted">{a.runner === "member" ? RUNNER_WORDS.member : `Try ${a.number} · ${RUNNER_WORDS[a.runner]}`}:</span> {attemptWords(a)}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
