import { useState } from "react";
import type { Generated } from "~/lib/api";
import { apiCall } from "~/lib/api.client";
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
  /** The instruction's problem, or null: the dialog shows it with its others. */
  onProblem(problem: string | null): void;
  /** The rewrite: a new version. */
  onRewritten(result: Generated): void;
};

/** "Ask for changes": the instruction, then Regenerate (spec §4); each rewrite becomes a new version. */
export function Regenerate({ postId, content, brief, onProblem, onRewritten }: Props) {
  const [instruction, setInstruction] = useState("");
  // On failure apiCall shows 'Failed to regenerate content' or the server's message.
  const rewriting = useMutation(
    (query: string) => apiCall((api) => api.api.regenerate.$post({ json: { postId, content, query, brief } }), { fallback: TEXT.errors.regenerate }),
    {
      onSuccess: (result) => {
        onRewritten(result);
        setInstruction("");
      },
    },
  );

  function regenerate() {
    if (passes(regenerateSchema.shape.query, instruction, onProblem)) void rewriting.run(instruction);
  }

  return (
    <div className="regenerate">
      <input
        aria-label="Ask for changes"
        placeholder="Ask for changes, e.g. shorter, more professional, end with a question"
        value={instruction}
        onChange={(e) => setInstruction(e.target.value)}
        onKeyDown={onEnter(regenerate)}
      />
      <button type="button" className="button" disabled={rewriting.busy} onClick={regenerate}>
        {rewriting.busy ? "Rewriting…" : "Regenerate"}
      </button>
    </div>
  );
}
