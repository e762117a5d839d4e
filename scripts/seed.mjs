/**
 * Demo data for `npm start`: a demo member (Maya Chen, the emulator's first member) with a team,
 * a connected LinkedIn account and posts across this month and next, some published; plus the
 * curated library of feed posts (scripts/curated.mjs). Fixed ids: running it again adds nothing.
 *
 *   node scripts/seed.mjs [--persist-to .wrangler/state]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { curatedSql } from "./curated.mjs";
import { wrangler } from "./lib.mjs";

const q = (v) => (v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
const insert = (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(", ")}) VALUES (${Object.values(row).map(q).join(", ")});`;

const POSTS = [
  [
    "3 lessons from shipping our first product",
    "Three lessons from shipping our first product:\n\n1. Talk to users before you write code.\n2. Launch before you feel ready.\n3. Celebrate the small wins.\n\nWhich one did you learn the hard way?",
  ],
  [
    "Why I stopped chasing inbox zero",
    "I stopped chasing inbox zero this year.\n\nInstead I block two 30-minute windows a day for email. The rest of the day is for deep work.\n\nMy output doubled. My stress halved.",
  ],
  ["Hiring our first designer", "We just hired our first designer, and it changed how we build.\n\nDesign isn't decoration. It's how the product works."],
  [
    "The best feedback I ever got",
    'The best feedback I ever got was five words long:\n\n"Say less. Mean it more."\n\nIt made me a better writer and a better manager.',
  ],
  ["Our remote team rituals", "Our remote team has three rituals that keep us close:\n\n- Monday wins\n- Thursday demos\n- Friday no-meeting afternoons"],
  [
    "What 100 customer calls taught me",
    "I did 100 customer calls in 60 days.\n\nThe pattern: people don't buy features. They buy the relief of a problem gone.",
  ],
  ["A mistake I'm glad I made", "Two years ago I launched a product nobody wanted.\n\nIt was the most useful failure of my career."],
  [
    "Tools I use every day",
    "5 tools I use every single day:\n\n1. A paper notebook\n2. A calendar I actually trust\n3. A timer\n4. A shared doc for decisions\n5. A walk",
  ],
  ["Myth: you need to post daily", "Myth: you need to post on LinkedIn every day.\n\nTruth: three thoughtful posts a week beat seven rushed ones."],
  ["We hit 1,000 customers", "Today we crossed 1,000 customers.\n\nThank you to every one of you who took a chance on a small team."],
  [
    "How I plan a month of content",
    "How I plan a month of LinkedIn content in one hour:\n\n1. Pick 4 themes\n2. Write 3 hooks per theme\n3. Schedule them\n4. Forget about it",
  ],
  ["Ask me anything about bootstrapping", "Ask me anything about bootstrapping a SaaS to profitability. I'll answer every comment this week."],
];

/** [name, LinkedIn handle, post, likes, hours ago]: members of the LinkedIn emulator. */
const EMULATED_MEMBER_POSTS = [
  [
    "Arjun Mehta",
    "arjun-mehta",
    "We shipped our mobile app with four engineers and no QA team.\n\nEvery engineer tested a teammate's feature for one hour each Friday. We found 31 bugs before launch and 2 after.",
    2300,
    30,
  ],
  [
    "Lena Fischer",
    "lena-fischer",
    "I turned down a promotion to stay an individual contributor.\n\nTwo years later I lead our design system, and I still design every day.",
    1800,
    54,
  ],
];

const HOUR = 3_600_000;

/**
 * A published demo post's numbers as the collection job would have stored them (issue 27): hourly
 * on its first day, daily to day 30, weekly to day 90, each the lifetime totals so far, growing
 * fast at first and then levelling off. The finals differ per post, so the top posts differ.
 */
function metricsHistory(postId, publishedAt, now, i) {
  const finals = {
    impressions: 1800 + ((i * 977) % 2600),
    reactions: 40 + i * 13,
    comments: 3 + i * 2,
    reshares: i % 3,
    saves: 2 + (i % 4),
  };
  const rows = [];
  let last = null;
  for (let at = publishedAt + HOUR; at < now && at - publishedAt <= 90 * 24 * HOUR; ) {
    const age = (at - publishedAt) / (24 * HOUR);
    const share = 1 - Math.exp(-age / 1.5);
    const numbers = Object.fromEntries(Object.entries(finals).map(([metric, final]) => [metric, Math.round(final * share)]));
    rows.push(insert("post_metrics", { post_id: postId, team_id: "demo-team", app_id: "demo-app", collected_at: at, ...numbers }));
    last = at;
    at += age < 1 ? HOUR : age < 30 ? 24 * HOUR : 7 * 24 * HOUR;
  }
  if (last !== null) rows.push(`UPDATE posts SET metrics_collected_at = ${last} WHERE id = '${postId}';`);
  return rows;
}

export function demoSql(now = new Date(), linkedinUrl = "http://127.0.0.1:8790") {
  const t = now.getTime();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const lines = ["PRAGMA defer_foreign_keys = on;"];
  lines.push(
    insert("users", {
      id: "demo-user",
      name: "Maya Chen",
      email: "maya.chen@example.com",
      avatar: `${linkedinUrl}/avatars/demo-maya-chen.svg`,
      linkedin_sub: "demo-maya-chen",
      profile_type: "individual",
      created_at: t,
      updated_at: t,
    }),
  );
  lines.push(insert("teams", { id: "demo-team", name: "Maya Chen's team", created_at: t }));
  lines.push(insert("team_members", { team_id: "demo-team", user_id: "demo-user", role: "owner", created_at: t }));
  lines.push(
    insert("apps", {
      id: "demo-app",
      team_id: "demo-team",
      user_id: "demo-user",
      provider: "linkedin",
      provider_account_id: "demo-maya-chen",
      urn: "urn:li:person:demo-maya-chen",
      name: "Maya Chen",
      username: "maya-chen",
      avatar: `${linkedinUrl}/avatars/demo-maya-chen.svg`,
      profile_type: "individual",
      status: "active",
      created_at: t,
      updated_at: t,
    }),
  );

  // Spread over this month and next: days 3, 6, 9 … of this month, then next month.
  POSTS.forEach(([title, content], i) => {
    const monthOffset = i < 7 ? 0 : 1;
    const day = monthOffset === 0 ? 2 + i * 4 : 2 + (i - 7) * 5;
    const when = Date.UTC(y, m + monthOffset, Math.min(day, 28), [8, 9, 12, 17][i % 4], [0, 15, 30, 45][i % 4]);
    const past = when < t;
    lines.push(
      insert("posts", {
        id: `demo-post-${i + 1}`,
        team_id: "demo-team",
        author_id: "demo-user",
        title,
        content,
        status: past ? "published" : "scheduled",
        provider: "linkedin",
        scheduled_at: when,
        time_zone: "UTC",
        provider_post_urn: past ? `urn:li:share:demo${i + 1}` : null,
        published_at: past ? when : null,
        likes: past ? 40 + i * 13 : 0,
        comments: past ? 3 + i : 0,
        shares: past ? i : 0,
        created_at: t,
        updated_at: t,
      }),
    );
    lines.push(insert("post_apps", { post_id: `demo-post-${i + 1}`, app_id: "demo-app" }));
    if (past) lines.push(...metricsHistory(`demo-post-${i + 1}`, when, t, i));
  });

  // The curated library; topics are computed from it (and the emulated sources) by the first sweep.
  lines.push(curatedSql(undefined, t));
  // Public posts by members of the emulated LinkedIn: the names sign-in suggests when someone types
  // a name (the curated authors are fictional and have no profile to suggest). Local demo data only.
  EMULATED_MEMBER_POSTS.forEach(([name, handle, content, likes, hoursAgo], i) => {
    const url = `https://www.linkedin.com/feed/update/urn:li:activity:7300000000${i}`;
    lines.push(
      insert("feed_posts", {
        id: `demo-member-post-${i + 1}`,
        url,
        provider: "linkedin",
        title: content.split("\n")[0].slice(0, 80),
        content,
        tags: "[]",
        attachments: "[]",
        likes,
        comments: Math.round(likes * 0.04),
        shares: Math.round(likes * 0.01),
        author_name: name,
        author_avatar: `${linkedinUrl}/avatars/${handle === "arjun-mehta" ? "member-arjun-mehta" : "member-lena-fischer"}.svg`,
        author_profile_url: `https://www.linkedin.com/in/${handle}/`,
        status: "published",
        source: "curated",
        dedupe_key: `public|linkedin.com/feed/update/urn:li:activity:7300000000${i}`,
        created_at: t - hoursAgo * 3_600_000,
      }),
    );
  });
  return `${lines.join("\n")}\n`;
}

export async function seed({ persistTo = ".wrangler/state", linkedinUrl } = {}) {
  // Beside the state it fills: stacks started side by side (the test shards) each write their own.
  mkdirSync(persistTo, { recursive: true });
  const file = `${persistTo}/../seed.sql`;
  writeFileSync(file, demoSql(new Date(), linkedinUrl));
  await wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "-c", "worker/wrangler.toml", "--file", file, "--yes"], {
    quiet: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--persist-to");
  await seed({ persistTo: i > -1 ? process.argv[i + 1] : ".wrangler/state" });
  console.log("Demo data loaded.");
}
