import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";
import { requireUser } from "~/lib/guards.server";

export const meta: MetaFunction = () => [{ title: "Calendar · Postcraft" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}

export default function Page() {
  return (
    <ComingSoon title="Calendar">
      <p>Your month of posts on a Sunday-to-Saturday grid: add a post on any day from today on, open one to edit it, and see what was published.</p>
      <p className="muted">The calendar is being built next.</p>
    </ComingSoon>
  );
}
