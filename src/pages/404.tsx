import { Helmet } from "react-helmet";

/** The plain error display for an unknown route (the spec asks for no custom not-found page). */
export default function NotFound() {
  return (
    <main style={{ padding: "2rem", fontFamily: "system-ui, sans-serif", lineHeight: 1.5 }}>
      <Helmet>
        <title>404 Not Found</title>
        <meta name="robots" content="noindex" />
        <meta name="description" content="This page does not exist." />
      </Helmet>
      <h1 style={{ fontSize: "1.75rem" }}>Unexpected Application Error!</h1>
      <p style={{ fontStyle: "italic" }}>404 Not Found</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
