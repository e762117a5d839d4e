/** The people the LinkedIn emulator knows. The first is the demo member of the seeded data. */
export const MEMBERS = [
  { sub: "demo-maya-chen", name: "Maya Chen", givenName: "Maya", familyName: "Chen", email: "maya.chen@example.com", handle: "maya-chen" },
  { sub: "member-arjun-mehta", name: "Arjun Mehta", givenName: "Arjun", familyName: "Mehta", email: "arjun.mehta@example.com", handle: "arjun-mehta" },
  { sub: "member-lena-fischer", name: "Lena Fischer", givenName: "Lena", familyName: "Fischer", email: "lena.fischer@example.com", handle: "lena-fischer" },
];

export function subForName(name) {
  return `member-${name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "anonymous"}`;
}
