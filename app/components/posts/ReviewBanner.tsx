import { lazy, Suspense, useState } from "react";
import { reviewTexts } from "~/spec/review";

// The review list loads when first opened (or pointed at), not with the page: /posts and
// /calendar are at their first-load JavaScript budget (bench/RESULTS.md, issue 15).
const loadDialog = () => import("./ReviewDialog");
const ReviewDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReviewDialog })));

type Props = {
  /** Generated drafts to review (idea cards not counted). */
  waiting: number;
  /** Idea cards: a question to answer, no draft yet. */
  ideas?: number;
  /** Who wrote them: "offline" or a model's name. */
  writers?: string[];
  timeZone: string;
};

/**
 * Drafts written by the content calendar wait for the member: this says how many, who wrote them
 * and what that means; "Schedule all" opens the review list (nothing is scheduled unseen).
 */
export function ReviewBanner({ waiting, ideas = 0, writers = [], timeZone }: Props) {
  const [reviewing, setReviewing] = useState(false);
  if (waiting === 0 && ideas === 0) return null;

  return (
    <>
      <div className="banner review-banner" role="status">
        <div>
          <strong>{waiting > 0 ? reviewTexts.waiting(waiting) : reviewTexts.ideas(ideas)}</strong>
          <p>
            {writers.length ? writers.map(reviewTexts.writer).join(" ") : reviewTexts.unknownWriter}
            {waiting > 0 && ideas > 0 ? ` ${reviewTexts.ideas(ideas)}.` : ""}
          </p>
          {waiting > 0 ? <p>{reviewTexts.nothingUntilScheduled}</p> : null}
        </div>
        {waiting > 0 ? (
          <button
            type="button"
            className="button button--primary"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            onClick={() => setReviewing(true)}
          >
            Schedule all
          </button>
        ) : null}
      </div>
      {reviewing ? (
        <Suspense fallback={null}>
          <ReviewDialog timeZone={timeZone} onClose={() => setReviewing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
