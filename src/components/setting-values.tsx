import { settings } from "../settings";

/** Values from content/settings.json that writers place in prose, so each lives in one file. */
export const OrgName = () => <>{settings.organisation.name}</>;
export const FounderName = () => <>{settings.founder.firstName}</>;
export const Diagnosis = () => <>{settings.founder.diagnosis}</>;
export const SurvivorName = () => <>{settings.survivor.name}</>;

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export const Phone = () => <a href={telHref(settings.contact.phone)}>{settings.contact.phone}</a>;
export const Email = () => <a href={`mailto:${settings.contact.email}`}>{settings.contact.email}</a>;

const postalAddress = () => {
  const { street, city, region, postalCode } = settings.contact.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
};
export const PostalAddress = () => <>{postalAddress()}</>;
