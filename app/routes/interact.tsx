import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon } from "~/components/ComingSoon";
import { requireUser } from "~/lib/guards.server";

export const meta: MetaFunction = () => [{ title: "Talk to Ziva · Postcraft" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return json({});
}

export default function Page() {
  return (
    <ComingSoon title="Talk to Ziva">
      <p>Ziva asks you five questions, out loud, and turns your answers into a content calendar.</p>
      <p className="muted">The voice interview is being built.</p>
    </ComingSoon>
  );
}
