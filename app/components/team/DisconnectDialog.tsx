import { useEffect, useState } from "react";
import { Modal, ModalActions } from "~/components/Modal";
import type { AppSummary } from "~/lib/api";
import { apiCall } from "~/lib/api.client";
import { useMutation } from "~/lib/use-mutation";
import { TEXT } from "~/spec/texts";
import { momentLabel } from "~/spec/time";
import { AccountOptions } from "../AccountOptions";

type Scheduled = { id: string; title: string; scheduledAt: string | null };

/**
 * Disconnecting an account: its scheduled posts are shown first, and the member says where they
 * go: to another of the team's accounts, or back to drafts. Nothing is published by an account
 * that left.
 */
export function DisconnectDialog({ app, others, onClose, onDone }: { app: AppSummary; others: AppSummary[]; onClose(): void; onDone(): void }) {
  const [scheduled, setScheduled] = useState<Scheduled[] | null>(null);
  const [then, setThen] = useState<"move" | "draft">(others.length ? "move" : "draft");
  const [moveTo, setMoveTo] = useState(others[0]?.id ?? "");

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per account (onClose is a new function each render)
  useEffect(() => {
    apiCall((api) => api.api.apps[":id"].scheduled.$get({ param: { id: app.id } }))
      .then(setScheduled)
      .catch(() => onClose());
  }, [app.id]);

  const disconnect = useMutation(
    () =>
      apiCall((api) =>
        api.api.apps[":id"].$delete({ param: { id: app.id }, json: then === "move" ? { scheduledPosts: "move", moveTo } : { scheduledPosts: "draft" } }),
      ),
    { onSuccess: () => onDone() },
  );

  return (
    <Modal title={`Disconnect ${app.name}`} onClose={onClose}>
      {scheduled === null ? (
        <p role="status">{TEXT.loading.default}</p>
      ) : (
        <>
          {scheduled.length === 0 ? (
            <p>{app.name} has no scheduled posts. Once disconnected, the team can no longer publish as this account.</p>
          ) : (
            <>
              <p>
                {scheduled.length === 1 ? "1 scheduled post goes" : `${scheduled.length} scheduled posts go`} out as {app.name}:
              </p>
              <ul className="disconnect__posts" aria-label="Scheduled posts of this account">
                {scheduled.map((p) => (
                  <li key={p.id}>
                    <strong>{p.title || "Untitled post"}</strong> <span className="muted">{p.scheduledAt ? momentLabel(p.scheduledAt) : ""}</span>
                  </li>
                ))}
              </ul>
              <fieldset className="disconnect__choice">
                <legend>What becomes of them</legend>
                {others.length ? (
                  <label>
                    <input type="radio" name="then" checked={then === "move"} onChange={() => setThen("move")} /> Publish them as{" "}
                    <select aria-label="Account that publishes them" value={moveTo} onChange={(e) => setMoveTo(e.target.value)} disabled={then !== "move"}>
                      <AccountOptions accounts={others} />
                    </select>
                  </label>
                ) : null}
                <label>
                  <input type="radio" name="then" checked={then === "draft"} onChange={() => setThen("draft")} /> Turn them into drafts
                </label>
              </fieldset>
            </>
          )}
          <ModalActions
            onCancel={onClose}
            label="Disconnect"
            busyLabel="Disconnecting…"
            busy={disconnect.busy}
            tone="danger"
            onConfirm={() => void disconnect.run()}
          />
        </>
      )}
    </Modal>
  );
}
