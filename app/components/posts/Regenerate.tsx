import { useState } from "react";
import { FieldError } from "~/components/FieldError";
import type { Generated } from "~/lib/api";
import { apiCall, messageOf } from "~/lib/api.client";
import { onEnter } from "~/lib/form-events";
import { useMutation } from "~/lib/use-mutation";
import { passes, regenerateSchema } from "~/spec/schemas";
import { TEXT } from "~/spec/texts";

type Props = {
  postId: string | null;
  /** The version shown, rewritten as asked. */
  content: string;
  /** What the member wrote at step 1, sent again. */
  brief: string | null;
  /** The rewrite: a new version. */
  onRewritten(result: Generated): void;
};

/** "Ask for changes": the instruction, then Regenerate (spec §4); each rewrite becomes a new version. */
export function Regenerate({ postId, content, brief, onRewritten }: Props) {
  const [instruction, setInstruction] = useState("");
  // Said under the field, not in a toast: a toast sits beneath the open dialog's backdrop. What
  // the offline writer cannot do ("can't translate", "nothing to ask readers about") is said here
  // in its words, and 'Failed to regenerate content' when the call itself failed.
  const [problem, setProblem] = useState<string | null>(null);
  const rewriting = useMutation(
    (query: string) =>
      apiCall((api) => api.api.regenerate.$post({ json: { postId, content, query, brief } }), { fallback: TEXT.errors.regenerate, toast: false }),
    {
      onSuccess: (result) => {
        onRewritten(result);
        setInstruction("");
      },
      onError: (error) => setProblem(messageOf(error, TEXT.errors.regenerate)),
    },
  );

  function regenerate() {
    if (passes(regenerateSchema.shape.query, instruction, setProblem)) void rewriting.run(instruction);
  }

  return (
    <div>
      <div className="regenerate">
        <input
          aria-label="Ask for changes"
          placeholder="Ask for changes, e.g. shorter, more professional, end with a question"
          value={instruction}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "regenerate-problem" : undefined}
          onChange={(e) => {
            setInstruction(e.target.value);
            setProblem(null);
          }}
          onKeyDown={onEnter(regenerate)}
        />
        <button type="button" className="button" disabled={rewriting.busy} onClick={regenerate}>
          {rewriting.busy ? "Rewriting…" : "Regenerate"}
        </button>
      </div>
      <FieldError id="regenerate-problem" message={problem} />
    </div>
  );
}
