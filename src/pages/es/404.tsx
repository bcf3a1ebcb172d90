import { NotFound } from "../../components/not-found";

/** An unknown address under /es: the same page in Spanish (see components/not-found.tsx). */
export default function NotFoundPage() {
  return <NotFound locale="es" />;
}
