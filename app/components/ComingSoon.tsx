import type { ReactNode } from "react";

/** An honest page for a screen whose work has not landed yet: it says what will be here. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page page--narrow">
      <h1>{title}</h1>
      <div className="card coming-soon">
        <span className="pill">Being built</span>
        {children}
      </div>
    </main>
  );
}
