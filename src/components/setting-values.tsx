import styled from "styled-components";
import { formatDate } from "../i18n/dates";
import { useTranslation } from "../hooks/use-locale";
import { SampleMark } from "./sample-note";
import { addressLine, type PostalAddressSetting } from "../settings";

/**
 * Values from content/settings.json that writers place in prose, so each lives in one file. Read through the page's
 * translator, so the editor's settings preview shows the values being edited wherever they appear.
 */
const useSettings = () => useTranslation().settings;
export const OrgName = () => <>{useSettings().organisation.name}</>;
/** The company that hosts the site, as the Privacy Policy names it. */
export const HostName = () => <>{useSettings().hosting.provider}</>;
export const FounderName = () => <>{useSettings().founder.firstName}</>;
export const Diagnosis = () => <>{useSettings().founder.diagnosis}</>;
export const SurvivorName = () => <>{useSettings().survivor.name}</>;

/** A tel: address: the digits (and a leading +) of a number as written. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

// Global styles keep every tel: link on one line.
export function Phone() {
  const { phone } = useSettings().contact;
  return (
    <SampleMark value={phone}>
      <a href={telHref(phone)}>{phone}</a>
    </SampleMark>
  );
}
export function Email() {
  const { email } = useSettings().contact;
  return (
    <SampleMark value={email}>
      <a href={`mailto:${email}`}>{email}</a>
    </SampleMark>
  );
}

/** An address on one line, marked where it is a sample. */
function AddressLine({ address }: { address: PostalAddressSetting }) {
  const line = addressLine(address);
  return <SampleMark value={line}>{line}</SampleMark>;
}
export const PostalAddress = () => <AddressLine address={useSettings().contact.address} />;

/** The year the foundation started, so no page types it. */
export const FoundingYear = () => <>{useSettings().organisation.foundingYear}</>;
/** The IRS employer identification number donors need for their records. */
export function Ein() {
  const { ein } = useSettings().organisation;
  return (
    <SampleMark value={ein} path={["ein"]}>
      <Nowrap>{ein}</Nowrap>
    </SampleMark>
  );
}
const Nowrap = styled.span`
  white-space: nowrap;
`;
/** When the impact figures were counted. */
export const ImpactAsOf = () => <>{useSettings().organisation.impactAsOf}</>;
/** The name a check is made out to, and where it is mailed. */
export function CheckPayableTo() {
  const { checkPayableTo } = useSettings().donate;
  return <SampleMark value={checkPayableTo}>{checkPayableTo}</SampleMark>;
}
export const MailingAddress = () => <AddressLine address={useSettings().donate.mailingAddress} />;
/** The kinds of aid the foundation offers: one list, read by Donate and Get Help alike, so they cannot drift. */
export const AidList = () => (
  <ul data-aid="">
    {useSettings().help.aid.map((kind) => (
      <li key={kind}>{kind}</li>
    ))}
  </ul>
);
/** The day the accessibility statement was last reviewed, written out in the page's language. */
export function AccessibilityReviewed() {
  const { locale, settings } = useTranslation();
  const { reviewed } = settings.accessibility;
  return <time dateTime={reviewed}>{formatDate(reviewed, locale)}</time>;
}

/** A promise in a sentence (<Pledge>…</Pledge>): the words as written; the launch check lists it for a person to confirm. */
export const Pledge = ({ children }: { children?: React.ReactNode }) => <>{children}</>;
