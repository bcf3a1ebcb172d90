import settings from "../../content/settings.json";

/** The eight routes of the spec, with each page's h1. */
export const ROUTES = [
  { path: "/", h1: "Men With Cancer Deserve to Be Heard" },
  { path: "/awareness", h1: "Awareness: Don't Wait. Get Checked." },
  { path: "/donate", h1: null },
  { path: "/advocacy", h1: null },
  { path: `/about-${settings.founder.firstName.toLowerCase()}`, h1: `${settings.founder.firstName}'s Journey: From Pain to Purpose` },
  { path: "/about-yhwh", h1: null },
  { path: "/privacy", h1: "Privacy Policy" },
  { path: "/terms", h1: "Terms of Service" },
] as const;

export const FOUNDER_PATH = ROUTES[4].path;
