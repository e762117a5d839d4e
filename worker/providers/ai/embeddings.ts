/**
 * Text embeddings from the Workers AI binding (bge models answer `{ shape, data: number[][] }`),
 * for grouping feed posts into topics. Any failure or a malformed answer throws: topics then
 * fall back to keywords.
 */
export type Embed = (texts: string[]) => Promise<number[][]>;
export type EmbeddingsBinding = { run(model: string, input: { text: string[] }): Promise<unknown> };

/** bge-base takes up to 100 texts a call. */
const BATCH = 100;

export function workersAiEmbeddings(binding: EmbeddingsBinding, model: string): Embed {
  return async (texts) => {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      const batch = texts.slice(i, i + BATCH);
      const answer = (await binding.run(model, { text: batch })) as { data?: unknown } | null;
      const data = answer?.data;
      if (!Array.isArray(data) || data.length !== batch.length || !data.every((v) => Array.isArray(v) && v.length > 0 && v.every(Number.isFinite))) {
        throw new Error("the embeddings answer was not one vector per text");
      }
      out.push(...(data as number[][]));
    }
    return out;
  };
}

/** The binding when the worker declares one ([ai] binding = "AI"), else null. */
export function embeddingsBinding(env: Env): EmbeddingsBinding | null {
  const binding = (env as unknown as { AI?: EmbeddingsBinding }).AI;
  return binding && typeof binding.run === "function" ? binding : null;
}
