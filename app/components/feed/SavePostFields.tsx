import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { FieldError } from "~/components/FieldError";
import { SubmitButton } from "~/components/SubmitButton";
import { apiCall } from "~/lib/api.client";
import { onSubmitted } from "~/lib/form-events";
import { notify } from "~/lib/toast";
import { useMutation } from "~/lib/use-mutation";
import { firstProblem, savedPostSchema } from "~/spec/schemas";

/** The fields of "Save a post you admire": its text and link, checked with the schema's messages. */
export function SavePostFields() {
  const revalidator = useRevalidator();
  const [content, setContent] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<{ content?: string | null; url?: string | null }>({});
  // On failure apiCall said what went wrong (a link the team already saved, say).
  const saving = useMutation(() => apiCall((api) => api.api.feed.saved.$post({ json: { content, url: url.trim() || null } })), {
    onSuccess: () => {
      notify.success("Saved to your team's library.");
      setContent("");
      setUrl("");
      revalidator.revalidate();
    },
  });

  function save() {
    const found = { content: firstProblem(savedPostSchema.shape.content, content), url: firstProblem(savedPostSchema.shape.url, url) };
    setErrors(found);
    if (!found.content && !found.url) void saving.run();
  }

  return (
    <form noValidate onSubmit={onSubmitted(save)}>
      <label className="field">
        <span className="field__label">The post's text</span>
        <textarea rows={4} value={content} onChange={(e) => setContent(e.target.value)} aria-describedby={errors.content ? "save-content-error" : undefined} />
      </label>
      <FieldError id="save-content-error" message={errors.content ?? null} />
      <label className="field">
        <span className="field__label">Its link (optional)</span>
        <input
          type="url"
          value={url}
          placeholder="https://www.linkedin.com/posts/…"
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby={errors.url ? "save-url-error" : undefined}
        />
      </label>
      <FieldError id="save-url-error" message={errors.url ?? null} />
      <SubmitButton busy={saving.busy} busyText="Saving…">
        Save to library
      </SubmitButton>
    </form>
  );
}
