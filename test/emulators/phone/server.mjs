/**
 * Phone-call emulator: the voice agent's API as the app calls it (POST /call, Bearer key; Vapi's
 * shape) and the end-of-call webhook it sends back, signed with the app's HMAC secret
 * (x-vapi-timestamp, x-vapi-signature over "{timestamp}.{body}").
 *
 * A person opens http://127.0.0.1:8793/ to see the call ringing and answer it by typing; in
 * automatic mode (POST /__emulator/mode {auto: true, answers?, delayMs?}) every call is answered
 * with the scripted answers and the webhook is sent at once ({fail: true}: placing a call fails).
 * GET /__emulator/calls lists calls.
 *
 *   node test/emulators/phone/server.mjs --port 8793 --webhook http://127.0.0.1:8788/public/api/phone-agent/webhook
 */
import { createHmac, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { commandLineArg } from "../http.mjs";

const DEFAULT_ANSWERS = {
  targetAudience: "operations leads at logistics companies in Europe",
  mainGoals: "book 10 demo calls a month and be known for practical route planning advice",
  story:
    "Last March a customer in Rotterdam called us at 6am because half his trucks were stuck behind a closed bridge. Our planner Joost rerouted 14 trucks in 20 minutes from his kitchen table. Every delivery still made its window.",
  lesson:
    "We once sold a big rollout before we had watched a single dispatcher use our tool. Adoption stalled at 30% for three months. Now nobody on our team writes a proposal before spending a morning in the dispatch office.",
  result: "Our customers cut empty kilometres by 18% in their first quarter, mostly by planning return loads the evening before instead of the morning of.",
};
/**
 * What the agent asks, in the order it asks, and the structured-data key each answer fills (the
 * assistant's analysis plan in production, docs/decisions/025): the audience and goals shape the
 * posts; the rest is post material, one kind a question.
 */
const QUESTIONS = [
  ["targetAudience", "Who do you want to reach on LinkedIn?"],
  ["mainGoals", "What do you want LinkedIn to do for you?"],
  ["story", "Tell me about a moment at work you still think about. What happened?"],
  ["lesson", "What's a mistake you made, or a lesson you learned the hard way? What do you do differently now?"],
  ["opinion", "What do you believe about your work that most people in your field would disagree with? Why?"],
  ["result", "What's a result you're proud of? Give me the number: what changed, and how did you get there?"],
  ["clientQuestion", "What's the question clients ask you most, and how do you answer it?"],
];

const html = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

export function createPhoneEmulator({ apiKey, webhookUrl, secret }) {
  const calls = [];
  let mode = { auto: false, answers: DEFAULT_ANSWERS, delayMs: 0, endedReason: "customer-ended-call" };

  /** The end-of-call report, signed as the app expects. */
  async function sendWebhook(call, answers, endedReason) {
    const transcript = QUESTIONS.filter(([key]) => answers[key])
      .map(([key, question]) => `AI: ${question}\nUser: ${answers[key]}`)
      .join("\n");
    const body = JSON.stringify({
      message: {
        type: "end-of-call-report",
        endedReason,
        call: { id: call.id, metadata: call.metadata },
        artifact: { transcript },
        analysis: { structuredData: answers },
      },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
    call.status = "ended";
    call.endedReason = endedReason;
    call.webhook = { body, timestamp, signature };
    if (!webhookUrl) return { body, timestamp, signature };
    const res = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-vapi-timestamp": timestamp, "x-vapi-signature": signature },
      body,
    });
    call.webhookStatus = res.status;
    return { body, timestamp, signature, status: res.status };
  }

  // It looks for new calls every 5 s, but never while one rings: a person may be typing their answers.
  const page =
    () => `<!doctype html><html><head><meta charset="utf-8"><title>Phone emulator</title>${calls.some((c) => c.status === "ringing") ? "" : '<meta http-equiv="refresh" content="5">'}
<style>body{font:15px system-ui;margin:32px;max-width:720px}fieldset{margin:16px 0;padding:16px;border-radius:10px;border:1px solid #ccc}label{display:block;margin:8px 0 2px}input,textarea{width:100%;font:inherit}</style></head><body>
<h1>Phone emulator</h1><p>Calls the studio placed. Answer one by typing what you would say; hanging up sends the end-of-call report.</p>
${
  calls.length
    ? calls
        .slice()
        .reverse()
        .map(
          (c) =>
            `<fieldset><legend>${c.status === "ringing" ? "📞 Ringing" : "Ended"}: ${html(c.customer.number)}</legend>${
              c.status === "ringing"
                ? `<form method="post" action="/__emulator/answer/${c.id}">${QUESTIONS.map(
                    ([key, q]) => `<label for="${c.id}-${key}">${html(q)}</label><textarea id="${c.id}-${key}" name="${key}" rows="2"></textarea>`,
                  ).join("")}<p><button>Hang up and send</button> <button formaction="/__emulator/decline/${c.id}">Don't answer</button></p></form>`
                : `<p>${html(c.endedReason)}, webhook answered ${html(c.webhookStatus ?? "(not sent)")}</p>`
            }</fieldset>`,
        )
        .join("")
    : "<p>No calls yet.</p>"
}</body></html>`;

  const monitorOf = (call, req) => ({ controlUrl: `http://${req.headers.host}/call/${call.id}/control` });

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString();
    const url = new URL(req.url, "http://localhost");
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.method === "GET" && url.pathname === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(page());
    }
    if (url.pathname === "/__emulator/calls") return json(200, { calls });
    if (url.pathname === "/__emulator/mode" && req.method === "POST") {
      mode = { ...mode, ...JSON.parse(raw || "{}") };
      return json(200, mode);
    }
    if (url.pathname === "/__emulator/reset" && req.method === "POST") {
      calls.length = 0;
      mode = { auto: false, answers: DEFAULT_ANSWERS, delayMs: 0, endedReason: "customer-ended-call" };
      return json(200, { ok: true });
    }
    const answer = /^\/__emulator\/(answer|decline)\/([\w-]+)$/.exec(url.pathname);
    if (answer && req.method === "POST") {
      const call = calls.find((c) => c.id === answer[2] && c.status === "ringing");
      if (!call) return json(404, { error: "no such ringing call" });
      const form = Object.fromEntries(new URLSearchParams(raw));
      const given = Object.fromEntries(Object.entries(form).filter(([, v]) => String(v).trim()));
      await sendWebhook(call, answer[1] === "answer" ? given : {}, answer[1] === "answer" ? "customer-ended-call" : "customer-did-not-answer");
      res.writeHead(303, { location: "/" });
      return res.end();
    }
    if (url.pathname === "/call" && req.method === "POST") {
      if (req.headers.authorization !== `Bearer ${apiKey}`) return json(401, { message: "Invalid API key" });
      if (mode.fail) return json(503, { message: "No outbound capacity" });
      const body = JSON.parse(raw || "{}");
      if (!body.customer?.number || !/^\+\d{7,15}$/.test(body.customer.number)) return json(400, { message: "customer.number must be E.164" });
      if (!body.assistantId || !body.phoneNumberId) return json(400, { message: "assistantId and phoneNumberId are required" });
      const call = {
        id: randomUUID(),
        status: "ringing",
        customer: body.customer,
        metadata: body.metadata ?? {},
        assistantId: body.assistantId,
        createdAt: new Date().toISOString(),
      };
      calls.push(call);
      // A call cancelled before the scripted answer came is not answered after all.
      if (mode.auto) setTimeout(() => call.status === "ringing" && void sendWebhook(call, mode.answers, mode.endedReason).catch(() => {}), mode.delayMs);
      return json(201, { id: call.id, status: "queued", type: "outboundPhoneCall", monitor: monitorOf(call, req) });
    }
    // Ending a call as Vapi does: GET /call/{id} gives monitor.controlUrl, and POST {type: "end-call"}
    // there hangs up. The call shows as ended and its end-of-call report (nothing answered) is sent.
    const one = /^\/call\/([\w-]+)(\/control)?$/.exec(url.pathname);
    if (one && !one[2] && req.method === "GET") {
      if (req.headers.authorization !== `Bearer ${apiKey}`) return json(401, { message: "Invalid API key" });
      const call = calls.find((c) => c.id === one[1]);
      if (!call) return json(404, { message: "Call not found" });
      return json(200, { ...call, status: call.status === "ringing" ? "ringing" : "ended", monitor: monitorOf(call, req) });
    }
    if (one?.[2] && req.method === "POST") {
      const call = calls.find((c) => c.id === one[1]);
      if (!call) return json(404, { message: "Call not found" });
      const command = JSON.parse(raw || "{}");
      if (command.type !== "end-call") return json(400, { message: "Only end-call is emulated" });
      if (call.status === "ringing") {
        call.status = "ended";
        call.endedReason = "manually-canceled";
        setTimeout(() => void sendWebhook(call, {}, "manually-canceled").catch(() => {}), 0);
      }
      return json(200, { ok: true });
    }
    json(404, { message: "Not found" });
  });
  return {
    calls,
    sendWebhook,
    async listen(port = 0, host = "127.0.0.1") {
      await new Promise((resolve) => server.listen(port, host, resolve));
      return `http://${host}:${server.address().port}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const emulator = createPhoneEmulator({
    apiKey: commandLineArg("key", "local-phone-key"),
    webhookUrl: commandLineArg("webhook", "http://127.0.0.1:8788/public/api/phone-agent/webhook"),
    secret: commandLineArg("secret", "local-phone-webhook-secret"),
  });
  console.log(`phone emulator on ${await emulator.listen(Number(commandLineArg("port", 8793)))}`);
}
