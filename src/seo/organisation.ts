import { absoluteUrl, SITE_FILES } from "../routes";
import { settings, type Settings } from "../settings";

/** schema.org NGO data for the home page, from the settings, so search engines know who we are. */
export function organisationJsonLd(s: Settings = settings) {
  const { street, city, region, postalCode } = s.contact.address;
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: s.organisation.name,
    url: absoluteUrl("/", s.siteUrl),
    logo: absoluteUrl(SITE_FILES.icon, s.siteUrl),
    description: s.organisation.tagline,
    nonprofitStatus: "Nonprofit501c3",
    foundingDate: String(s.organisation.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: city,
      addressRegion: region,
      postalCode,
      addressCountry: "US",
    },
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", telephone: s.contact.phone, email: s.contact.email },
    email: s.contact.email,
    telephone: s.contact.phone,
    sameAs: s.social.map((profile) => profile.url),
  };
}
