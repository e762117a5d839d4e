/**
 * Demo data for `npm start`: a demo member (Maya Chen, the emulator's first member) with a team,
 * a connected LinkedIn account and posts across this month and next, some published; plus feed
 * posts and trending topics. Fixed ids and INSERT OR IGNORE: running it again changes nothing.
 *
 *   node scripts/seed.mjs [--persist-to .wrangler/state]
 */
import { mkdirSync, writeFileSync } from "node:fs";
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

const FEED = [
  [
    "Priya Raman",
    "I got rejected from 43 jobs before landing my dream role.\n\nHere's what changed on application 44: I stopped sending CVs and started sending solutions.",
    18400,
    920,
    310,
    ["career", "job search"],
  ],
  ["Daniel Okafor", "Your morning routine doesn't matter.\n\nYour evening routine does. Here's mine, and why it works.", 9200, 480, 120, ["productivity"]],
  ["Sofia Alvarez", "We cut our meeting load by 60%. Productivity went up. Nobody missed the meetings.", 25100, 1400, 860, ["leadership", "remote work"]],
  ["Kenji Watanabe", "AI won't take your job.\n\nSomeone who uses AI well might. Start learning today.", 41200, 2300, 1900, ["ai", "career"]],
  ["Amara Nwosu", "I posted on LinkedIn every week for a year. 12 things I learned.", 7600, 390, 88, ["personal branding"]],
  ["Lukas Becker", "The best founders I know are boring. They do the same important things every day.", 13300, 610, 270, ["startups", "leadership"]],
  ["Hannah Lee", "Stop saying 'I'm just checking in'. Say what you need. People respect clarity.", 5400, 220, 75, ["communication"]],
  ["Mateo Rossi", "We raised our prices 40%. We lost 3 customers and gained 30 better ones.", 11900, 700, 410, ["startups", "sales"]],
  ["Grace Kim", "Remote work isn't the future. It's the present. Here's how we onboard new hires remotely.", 8800, 430, 150, ["remote work"]],
  ["Omar Haddad", "I used AI to draft 30 LinkedIn posts. Here is what worked and what felt fake.", 16700, 1200, 640, ["ai", "personal branding"]],
];

const TOPICS = ["ai", "career", "leadership", "startups", "remote work", "personal branding"];

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
  });

  FEED.forEach(([author, content, likes, comments, shares, tags], i) => {
    const slug = author.toLowerCase().replace(/\s+/g, "-");
    lines.push(
      insert("feed_posts", {
        id: `feed-${i + 1}`,
        url: `https://www.linkedin.com/feed/update/urn:li:activity:70000000000${i}`,
        provider: "linkedin",
        title: content.split("\n")[0].slice(0, 80),
        content,
        tags: JSON.stringify(tags),
        attachments: "[]",
        likes,
        comments,
        shares,
        author_name: author,
        author_avatar: null,
        author_profile_url: `https://www.linkedin.com/in/${slug}/`,
        status: "published",
        scheduled_at: null,
        source: "curated",
        dedupe_key: `public|https://www.linkedin.com/feed/update/urn:li:activity:70000000000${i}`,
        created_at: t - (i + 1) * 5 * 3600_000,
      }),
    );
  });
  TOPICS.forEach((name, i) => {
    lines.push(insert("topics", { id: `topic-${i + 1}`, name, created_at: t }));
    FEED.forEach((f, j) => {
      if (f[5].includes(name)) lines.push(insert("topic_posts", { topic_id: `topic-${i + 1}`, feed_post_id: `feed-${j + 1}` }));
    });
  });
  return `${lines.join("\n")}\n`;
}

export async function seed({ persistTo = ".wrangler/state", linkedinUrl } = {}) {
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(".wrangler/seed.sql", demoSql(new Date(), linkedinUrl));
  await wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "-c", "worker/wrangler.toml", "--file", ".wrangler/seed.sql", "--yes"], {
    quiet: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf("--persist-to");
  await seed({ persistTo: i > -1 ? process.argv[i + 1] : ".wrangler/state" });
  console.log("Demo data loaded.");
}
