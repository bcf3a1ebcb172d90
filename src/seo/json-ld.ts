import { absoluteUrl, SITE_FILES } from "../routes";
import { settings, type Settings } from "../settings";
import { lastModified } from "../stories/order";
import type { Story } from "../content-reader/entry";

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

const publisher = (s: Settings) => ({
  "@type": "NGO",
  name: s.organisation.name,
  url: absoluteUrl("/", s.siteUrl),
  logo: { "@type": "ImageObject", url: absoluteUrl(SITE_FILES.icon, s.siteUrl) },
});

/** schema.org data for a story's page: an Article, and an Event when the story announces one. */
export function storyJsonLd(story: Story, imageUrl: string, s: Settings): object[] {
  const { title, description, date, author, event } = story.frontmatter;
  const url = absoluteUrl(story.route, s.siteUrl);
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    inLanguage: story.locale,
    headline: title,
    description,
    image: [imageUrl],
    datePublished: date,
    dateModified: lastModified(story),
    author: { "@type": "Person", name: author },
    publisher: publisher(s),
    mainEntityOfPage: url,
  };
  if (!event) return [article];
  return [
    article,
    {
      "@context": "https://schema.org",
      "@type": "Event",
      name: title,
      description,
      image: [imageUrl],
      startDate: event.start,
      endDate: event.end,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: event.place, address: event.address },
      organizer: { "@type": "NGO", name: s.organisation.name, url: absoluteUrl("/", s.siteUrl) },
      url,
    },
  ];
}
