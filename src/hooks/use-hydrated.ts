import { useEffect, useState } from "react";

/** False in the server-rendered HTML and the first client render, true once React runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
