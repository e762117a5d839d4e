import { Link } from "@remix-run/react";
import { useRootData } from "~/root";
import { TEXT } from "~/spec/texts";

const FEATURES = [
  {
    title: "Write with AI",
    body: "Start from a proven template or a post you admire, add a few words of your own, pick a tone. Get a LinkedIn-ready draft in seconds.",
  },
  { title: "A calendar that publishes", body: "Plan the month on a calendar. Posts go out to LinkedIn at the minute you chose, even with your laptop closed." },
  { title: "Images that stop the scroll", body: "Attach your own images or pick stock photos without leaving the editor." },
  { title: "Viral posts and trends", body: "See what is working on LinkedIn today and recreate it in your own voice." },
  { title: "Sound like yourself", body: "The free humanizer rewrites stiff, machine-sounding text into something you would actually say." },
  { title: "Bring your team", body: "Share an invite link and a teammate connects their own LinkedIn account to your calendar." },
];

const STEPS = [
  { title: "Connect LinkedIn", body: "Sign in with your LinkedIn account, personal or organization." },
  { title: "Tell us about you", body: "Answer a few questions, take a short call, or talk to Ziva, our voice assistant." },
  { title: "Get a content calendar", body: "We draft a month of posts around your goals and audience." },
  { title: "Review and relax", body: "Edit what you like, schedule it, and we publish it for you." },
];

export default function Landing() {
  const data = useRootData();
  const signedIn = Boolean(data?.user);
  return (
    <div className="landing">
      <section className="hero">
        <p className="eyebrow">LinkedIn content studio</p>
        <h1>Post on LinkedIn every week without writing from a blank page.</h1>
        <p className="hero__lead">
          Postcraft writes your posts with AI, keeps them on a monthly calendar and publishes them to LinkedIn on time, with nobody at the keyboard.
        </p>
        <div className="hero__actions">
          {signedIn ? (
            <Link to="/feed" className="button button--primary button--large">
              {TEXT.landing.viewViralPosts}
            </Link>
          ) : (
            <Link to="/signin" className="button button--primary button--large">
              {TEXT.landing.getStarted}
            </Link>
          )}
          <Link to="/humanizer" className="button button--large">
            Try the free humanizer
          </Link>
        </div>
      </section>

      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">Everything a LinkedIn habit needs</h2>
        <div className="features__grid">
          {FEATURES.map((f) => (
            <article key={f.title} className="card feature">
              <h3>{f.title}</h3>
              <p>{f.body}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="how" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="how__steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card">
              <span className="how__number">{i + 1}</span>
              <h3>{s.title}</h3>
              <p>{s.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <footer className="footer">
        <span>© {new Date().getFullYear()} Postcraft</span>
        <nav aria-label="Footer">
          <Link to="/humanizer">Humanizer</Link>
          <Link to="/signin">Sign in</Link>
        </nav>
        <span className="muted">Not affiliated with LinkedIn.</span>
      </footer>
    </div>
  );
}
