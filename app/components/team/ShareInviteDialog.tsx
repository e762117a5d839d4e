import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FieldError } from "~/components/FieldError";
import { Modal } from "~/components/Modal";
import type { Invite } from "~/lib/api";
import { ApiCallError, apiCall } from "~/lib/api.client";
import { onSubmitted } from "~/lib/form-events";
import { useMutation } from "~/lib/use-mutation";
import { INVITE } from "~/spec/limits";
import { PEOPLE_TEXT } from "~/spec/people-texts";
import { firstProblem, inviteCreateSchema } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";
import { dayLabel } from "~/spec/time";

const inviteLink = (id: string) => `${window.location.origin}/invites/${id}`;

/**
 * Share Invite Link: a link a teammate opens to connect their own LinkedIn account to this
 * team's calendar. Opening it again shows the same open link; a link can also name the person.
 */
export function ShareInviteDialog({
  onClose,
  onCreated,
  kind = "connect-app",
}: {
  onClose(): void;
  onCreated?(invite: Invite): void;
  /** "join-team": the link makes its holder an editor of the team (decision 046). */
  kind?: "connect-app" | "join-team";
}) {
  const [invite, setInvite] = useState<Invite | null>(null);
  const [copied, setCopied] = useState(false);
  const [username, setUsername] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const create = useMutation(
    (forUsername?: string) => apiCall((api) => api.api.invite.$post({ json: { type: kind, ...(forUsername ? { username: forUsername } : {}) } })),
    {
      onSuccess: (created) => {
        setInvite(created);
        setCopied(false);
        onCreated?.(created);
      },
    },
  );
  const failed = create.error !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one link when the dialog opens
  useEffect(() => {
    void create.run();
    return () => clearTimeout(timer.current);
  }, []);

  async function copy() {
    if (!invite) return;
    try {
      await navigator.clipboard.writeText(inviteLink(invite.id));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), INVITE.copiedForMs);
    } catch {
      setProblem(TEXT.errors.generic);
    }
  }

  return (
    <Modal title={kind === "join-team" ? PEOPLE_TEXT.editorInvite.title : TEXT.invites.shareTitle} onClose={onClose}>
      <p>{kind === "join-team" ? PEOPLE_TEXT.editorInvite.body : TEXT.invites.shareBody}</p>
      <div className="invite-link">
        <label className="field">
          <span className="field__label">Invite link</span>
          <input readOnly value={invite ? inviteLink(invite.id) : failed ? "" : TEXT.loading.default} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <button type="button" className="button button--primary" onClick={copy} disabled={!invite} aria-live="polite">
          {copied ? TEXT.feedback.copied : TEXT.invites.copyLink}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="field__error">
          {/* A refused one (the day's invite links are used up) says when it can be tried again. */}
          {create.error instanceof ApiCallError && create.error.status === 429 ? create.error.message : "The link could not be made."}{" "}
          <button type="button" className="link-button" onClick={() => void create.run()}>
            Try again
          </button>
        </p>
      ) : null}
      {invite ? (
        <p className="muted">
          {invite.meta.username ? `For @${invite.meta.username}. ` : ""}It works once, until {dayLabel(invite.expires)}. Open invites are on{" "}
          <Link to="/team">your team page</Link>.
        </p>
      ) : null}
      <details className="invite-for">
        <summary>Make a link for a specific person</summary>
        <form
          noValidate
          onSubmit={onSubmitted(() => {
            const found = username.trim() ? firstProblem(inviteCreateSchema.shape.username, username) : TEXT.invites.usernameInvalid;
            setProblem(found);
            if (!found) void create.run(username.trim());
          })}
        >
          <label className="field">
            <span className="field__label">Their LinkedIn username or profile URL</span>
            <input
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "invite-for-error" : undefined}
            />
          </label>
          <FieldError id="invite-for-error" message={problem} />
          <button type="submit" className="button" disabled={create.busy}>
            Create a link for them
          </button>
        </form>
      </details>
    </Modal>
  );
}
