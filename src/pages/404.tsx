import { NotFound } from "../components/not-found";

/** An unknown English address (see components/not-found.tsx). */
export default function NotFoundPage() {
  return <NotFound locale="en" />;
}
