import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { FieldError } from "~/components/FieldError";
import { Modal, ModalActions } from "~/components/Modal";
import { SignedInSessions } from "~/components/SignedInSessions";
import { apiCall, messageOf } from "~/lib/api.client";
import { onSubmitted } from "~/lib/form-events";
import { askApi, readList, requireUser } from "~/lib/guards.server";
import { titled } from "~/lib/meta";
import { readJob } from "~/lib/posts.client";
import { timeZoneOf } from "~/lib/studio.server";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { usePoll } from "~/lib/use-poll";
import { ACCOUNT_DATA_TEXT as T } from "~/spec/account-data";
import { isJobEnded } from "~/spec/jobs";
import { momentLabel } from "~/spec/time";

export const meta = titled("Your data");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const [team, latest, sessions] = await Promise.all([
    readList(context, request, (api) => api.api.team.$get()),
    askApi(context, request, (api) => api.api.account.export.$get()),
    readList(context, request, (api) => api.api.sessions.$get()),
  ]);
  const owners = team.members.filter((m) => m.role === "owner").length;
  return json({
    soleOwner: team.you.role === "owner" && owners === 1,
    latest: latest.ok ? latest.data : null,
    sessions: sessions.data,
    timeZone: timeZoneOf(request),
  });
}

/** An export's words: a few seconds for most teams. */
const EXPORT_POLL_MS = 1_500;

/** "Your data" (issue 28 item 5, docs/decisions/059): export everything, or delete the account. */
export default function Account() {
  const { soleOwner, latest, sessions, timeZone } = useLoaderData<typeof loader>();
  const [jobId, setJobId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const start = useMutation(() => apiCall((api) => api.api.account.export.$post(), { toast: false }), { onSuccess: (answer) => setJobId(answer.id) });
  const job = usePoll({
    read: () => readJob(jobId as string),
    until: (j) => isJobEnded(j.status),
    intervalMs: EXPORT_POLL_MS,
    firstReadMs: 500,
    enabled: jobId !== null,
    key: jobId,
  });
  const running = jobId !== null && !job.done;
  const finished = job.value?.type === "export" && job.value.status === "completed" ? job.value.result : null;
  const ready = finished ?? (jobId === null && latest?.url ? { url: latest.url, expiresAt: latest.expiresAt } : null);

  return (
    <main className="page page--narrow account-data">
      <h1>{T.heading}</h1>
      <SignedInSessions initial={sessions} timeZone={timeZone} />
      <section className="account-data__section" aria-labelledby="export-heading">
        <h2 id="export-heading">{T.exportButton}</h2>
        <p className="muted">{T.exportIntro}</p>
        <button type="button" className="button button--primary" onClick={() => start.run()} disabled={start.busy || running}>
          {running ? T.exporting : T.exportButton}
        </button>
        {start.error ? <FieldError message={messageOf(start.error, T.exportFailed)} /> : null}
        {running ? (
          <p role="status" className="muted">
            {T.exporting}
          </p>
        ) : null}
        {job.done && job.value?.status === "failed" ? <FieldError message={job.value.error ?? T.exportFailed} /> : null}
        {ready ? (
          <p role="status" className="account-data__ready">
            {T.exportReady(momentLabel(ready.expiresAt, timeZone))}{" "}
            <a className="button" href={ready.url} download>
              {T.download}
            </a>
          </p>
        ) : null}
      </section>
      <section className="account-data__section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{T.deleteButton}</h2>
        <p className="muted">{soleOwner ? T.deleteSoleOwner : T.deleteMember}</p>
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          {T.deleteButton}
        </button>
      </section>
      {deleting ? <DeleteDialog soleOwner={soleOwner} onClose={() => setDeleting(false)} /> : null}
    </main>
  );
}

/** The confirmation: what happens, in full, and the word (or the member's email) typed before anything does. */
function DeleteDialog({ soleOwner, onClose }: { soleOwner: boolean; onClose(): void }) {
  const [confirm, setConfirm] = useState("");
  // The session is gone once the account is: the logout action clears the cookie and goes home.
  const logout = useFetcher({ key: "logout" });
  const remove = useMutation((typed: string) => apiCall((api) => api.api.account.delete.$post({ json: { confirm: typed } }), { toast: false }), {
    onSuccess: () => {
      notify.success("Your account was deleted.");
      logout.submit(null, { method: "post", action: "/logout" });
    },
  });
  return (
    <Modal title={T.deleteTitle} onClose={onClose}>
      <form onSubmit={onSubmitted(() => remove.run(confirm))}>
        <p>{soleOwner ? T.deleteSoleOwner : T.deleteMember}</p>
        <p>{T.deleteAlways}</p>
        <label className="field">
          <span>{T.deleteConfirmLabel}</span>
          <input name="confirm" autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </label>
        {remove.error ? <FieldError message={messageOf(remove.error, T.wrongConfirmation)} /> : null}
        <ModalActions onCancel={onClose} label={T.deleteConfirm} busyLabel="Deleting…" busy={remove.busy} tone="danger" disabled={confirm.trim() === ""} />
      </form>
    </Modal>
  );
}
