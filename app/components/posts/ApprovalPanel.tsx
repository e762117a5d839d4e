import { useState } from "react";
import { TextForm } from "~/components/TextForm";
import type { AppSummary, PostSummary } from "~/lib/api";
import { decidesApproval } from "~/lib/approval";
import { approvePost, rejectPost } from "~/lib/posts.client";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { REJECT_REASON_MAX, ROLE_TEXT } from "~/spec/roles";

/**
 * Where a post stands with its account's owner (decision 046): waiting for them, sent back with a
 * reason, or approved. The owner, looking at it in the app, answers here for the version shown.
 */
export function ApprovalPanel({ post, apps, onDecided }: { post: PostSummary; apps: AppSummary[]; onDecided(): void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const account = post.apps[0];
  const decides = decidesApproval(post, apps);
  const decide = useMutation((approve: boolean) => (approve ? approvePost(post.id, post.version) : rejectPost(post.id, post.version, reason)), {
    onSuccess: (saved) => {
      notify.success(
        saved.status === "scheduled" ? "Approved: it goes out at its time." : saved.approval.rejectedReason ? "Sent back to its author." : "Approved.",
      );
      onDecided();
    },
  });
  if (!account) return null;
  const { approval } = post;
  if (approval.waiting) {
    return (
      <section className="banner banner--warning approval-panel" aria-label="Approval">
        <p>
          <strong>{decides ? ROLE_TEXT.waitingForYou : ROLE_TEXT.waitingFor(account.name)}</strong>
        </p>
        {decides ? (
          rejecting ? (
            <TextForm
              label={ROLE_TEXT.decide.reasonLabel}
              rows={2}
              maxLength={REJECT_REASON_MAX}
              value={reason}
              onChange={setReason}
              submit={ROLE_TEXT.decide.sendBack}
              danger
              busy={decide.busy}
              onSubmit={() => void decide.run(false)}
              onCancel={() => setRejecting(false)}
            />
          ) : (
            <div className="contributor-post__actions">
              <button type="button" className="button button--primary" disabled={decide.busy} onClick={() => void decide.run(true)}>
                {ROLE_TEXT.decide.approve}
              </button>
              <button type="button" className="button" onClick={() => setRejecting(true)}>
                {ROLE_TEXT.decide.reject}
              </button>
            </div>
          )
        ) : null}
      </section>
    );
  }
  if (approval.rejectedReason) {
    return (
      <p className="banner banner--error" role="status">
        {ROLE_TEXT.sentBack(account.name, approval.rejectedReason)}
      </p>
    );
  }
  if (approval.approvedBy && approval.approvedVersion === post.version) return <p className="muted">{ROLE_TEXT.approvedBy(approval.approvedBy)}</p>;
  return null;
}
