/**
 * An OpenAI-compatible chat-completions endpoint for tests: records what it is sent and answers
 * as scripted (POST /__emulator/next {mode}: ok | slow | error | malformed | long | machine: a draft full of
 * banned phrases and hashtags | clean: a plain draft that breaks no rule).
 */
import { createServer } from "node:http";

export function createAiEmulator() {
  const requests = [];
  const next = [];
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks).toString();
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.url === "/__emulator/next") {
      next.push(JSON.parse(body).mode);
      return json(200, { ok: true });
    }
    if (req.url === "/__emulator/requests") return json(200, { requests });
    if (req.url === "/v1/chat/completions" && req.method === "POST") {
      const request = JSON.parse(body || "{}");
      requests.push({ ...request, authorization: req.headers.authorization ?? null });
      const mode = next.shift() ?? "ok";
      if (mode === "error") return json(500, { error: { message: "model overloaded" } });
      if (mode === "malformed") return json(200, { id: "x", object: "chat.completion", choices: [] });
      if (mode === "slow") await new Promise((r) => setTimeout(r, 2500));
      const last = request.messages?.at(-1)?.content ?? "";
      const content =
        mode === "long"
          ? `**A very long post**\n\n${"This sentence keeps going to make the post far too long. ".repeat(80)}`
          : mode === "machine"
            ? "In today's fast-paced world, we leverage cutting-edge tools to unlock the power of 40 new hires in Leeds.\n\nIn conclusion, it's a game-changer.\n\n#Hiring #Growth #Leeds #Dentistry #Jobs #Careers"
            : mode === "clean"
              ? "We hired 40 people in Leeds this spring.\n\nEvery one of them started with a buddy on day one.\n\nWhat does your first week look like?"
              : `# Draft\n\nA post written for: ${last.slice(0, 60).replace(/\n/g, " ")}\n\n**Short paragraphs.** Plain text.`;
      return json(200, {
        id: "chatcmpl-1",
        object: "chat.completion",
        model: request.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      });
    }
    json(404, { error: "Not found" });
  });
  return {
    requests,
    async listen(port = 0, host = "127.0.0.1") {
      await new Promise((resolve) => server.listen(port, host, resolve));
      return `http://${host}:${server.address().port}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
