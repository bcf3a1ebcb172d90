import { useEffect, useState } from "react";

/** The year the site was built, the same in the server HTML and the first client render. */
const BUILD_YEAR = Number(process.env.GATSBY_BUILD_YEAR) || new Date().getFullYear();

/** The visitor's current year: the build year until React runs, then the year of the visitor's clock. */
export function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
