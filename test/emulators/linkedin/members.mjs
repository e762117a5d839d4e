/** The people the LinkedIn emulator knows. The first is the demo member of the seeded data. */
export const MEMBERS = [
  { sub: "demo-maya-chen", name: "Maya Chen", givenName: "Maya", familyName: "Chen", email: "maya.chen@example.com", handle: "maya-chen" },
  { sub: "member-arjun-mehta", name: "Arjun Mehta", givenName: "Arjun", familyName: "Mehta", email: "arjun.mehta@example.com", handle: "arjun-mehta" },
  { sub: "member-lena-fischer", name: "Lena Fischer", givenName: "Lena", familyName: "Fischer", email: "lena.fischer@example.com", handle: "lena-fischer" },
];

/** The company pages a member administers (every emulated member has one). */
export function organizationsOf(member) {
  if (member.sub === "demo-maya-chen") return [{ id: 1001, localizedName: "Northwind Labs", vanityName: "northwind-labs" }];
  let hash = 0;
  for (const ch of member.sub) hash = (hash * 31 + ch.charCodeAt(0)) % 900_000;
  const slug = member.sub.replace(/^member-/, "");
  return [{ id: 100_000 + hash, localizedName: `${member.givenName ?? member.name} Studio`, vanityName: `${slug}-studio` }];
}

export function subForName(name) {
  return `member-${
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "anonymous"
  }`;
}
