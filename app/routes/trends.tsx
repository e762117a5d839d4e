import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";
import { requireUser } from "~/lib/guards.server";

export const meta: MetaFunction = () => [{ title: "Trending topics · Postcraft" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}

export default function Page() {
  return (
    <ComingSoon title="Trending topics">
      <p>Topics people are talking about this week, and the posts behind each one, to recreate in your own words.</p>
      <p className="muted">Trending topics are being built.</p>
    </ComingSoon>
  );
}
