import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";
import { requireUser } from "~/lib/guards.server";

export const meta: MetaFunction = () => [{ title: "Viral posts · Postcraft" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}

export default function Page() {
  return (
    <ComingSoon title="Viral posts">
      <p>A feed of posts that are doing well on LinkedIn right now, each with a Recreate button to write your own version.</p>
      <p className="muted">The feed is being built.</p>
    </ComingSoon>
  );
}
