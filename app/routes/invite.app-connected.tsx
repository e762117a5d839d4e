import { titled } from "~/lib/meta";

export const meta = titled("Successfully Connected!");

export default function Page() {
  return (
    <main className="page page--narrow">
      <div className="card center">
        <h1>Successfully Connected!</h1>
        <p>Your LinkedIn account has been connected successfully, you can now close this tab.</p>
      </div>
    </main>
  );
}
