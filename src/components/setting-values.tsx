import styled from "styled-components";
import { formatDate } from "../i18n/dates";
import { useTranslation } from "../hooks/use-locale";
import { settings } from "../settings";

/** Values from content/settings.json that writers place in prose, so each lives in one file. */
export const OrgName = () => <>{settings.organisation.name}</>;
/** The company that hosts the site, as the Privacy Policy names it. */
export const HostName = () => <>{settings.hosting.provider}</>;
export const FounderName = () => <>{settings.founder.firstName}</>;
export const Diagnosis = () => <>{useTranslation().settings.founder.diagnosis}</>;
export const SurvivorName = () => <>{settings.survivor.name}</>;

/** A tel: address: the digits (and a leading +) of a number as written. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

// Global styles keep every tel: link on one line.
export const Phone = () => <a href={telHref(settings.contact.phone)}>{settings.contact.phone}</a>;
export const Email = () => <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>;

type Address = { street: string; city: string; region: string; postalCode: string };
const oneLine = ({ street, city, region, postalCode }: Address) => `${street}, ${city}, ${region} ${postalCode}`;
export const PostalAddress = () => <>{oneLine(settings.contact.address)}</>;

/** The year the foundation started, so no page types it. */
export const FoundingYear = () => <>{settings.organisation.foundingYear}</>;
/** The IRS employer identification number donors need for their records. */
export const Ein = () => <Nowrap>{settings.organisation.ein}</Nowrap>;
const Nowrap = styled.span`
  white-space: nowrap;
`;
/** When the impact figures were counted. */
export const ImpactAsOf = () => <>{useTranslation().settings.organisation.impactAsOf}</>;
/** The name a check is made out to, and where it is mailed. */
export const CheckPayableTo = () => <>{settings.donate.checkPayableTo}</>;
export const MailingAddress = () => <>{oneLine(settings.donate.mailingAddress)}</>;
/** The kinds of aid the foundation offers: one list, read by Donate and Get Help alike, so they cannot drift. */
export const AidList = () => (
  <ul data-aid="">
    {useTranslation().settings.help.aid.map((kind) => (
      <li key={kind}>{kind}</li>
    ))}
  </ul>
);
/** The day the accessibility statement was last reviewed, written out in the page's language. */
export function AccessibilityReviewed() {
  const { locale } = useTranslation();
  const { reviewed } = settings.accessibility;
  return <time dateTime={reviewed}>{formatDate(reviewed, locale)}</time>;
}
