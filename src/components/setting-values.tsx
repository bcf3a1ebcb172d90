import styled from "styled-components";
import { useTranslation } from "../i18n/use-locale";
import { settings } from "../settings";

/** Values from content/settings.json that writers place in prose, so each lives in one file. */
export const OrgName = () => <>{settings.organisation.name}</>;
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
