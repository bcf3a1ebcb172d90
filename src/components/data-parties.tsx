import { useTranslation } from "../hooks/use-locale";
import { GIVE_FREQUENCIES } from "../mdx-schema/allowed-values";
import type { Settings } from "../settings";

const hostOf = (url: string) => new URL(url).host;

/** Each outside party a visitor's data can reach, with the hosts it answers at: read from the settings, never typed. */
function dataParties(settings: Settings) {
  const { forms, newsletter, donate, social } = settings;
  // One giving provider per host: the one-time card page and the recurring pages may be one company or two.
  const givingHosts = [...new Set(GIVE_FREQUENCIES.map((way) => hostOf(donate[way])))];
  return [
    { kind: "forms" as const, name: forms.vendor, hosts: [...new Set([hostOf(forms.hostedFormUrl), hostOf(forms.embedScriptUrl)])] },
    { kind: "newsletter" as const, name: newsletter.vendor, hosts: [hostOf(newsletter.action)] },
    ...givingHosts.map((host) => ({
      kind: "donate" as const,
      name: host,
      hosts: [host],
      ways: GIVE_FREQUENCIES.filter((way) => hostOf(donate[way]) === host),
    })),
    ...social.map((profile) => ({ kind: "social" as const, name: profile.network, hosts: [hostOf(profile.url)] })),
  ];
}

/**
 * The Privacy Policy's list of every outside party a visitor's data can reach and when: the form service, the
 * newsletter service, each giving page's provider and the social networks, from the settings, so the policy
 * names a new vendor the day the settings do.
 */
export function DataParties() {
  const { t, locale, settings } = useTranslation();
  const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  return (
    <ul data-parties="">
      {dataParties(settings).map((party) => (
        <li key={`${party.kind}-${party.name}`} data-hosts={party.hosts.join(" ")}>
          {t(`parties.${party.kind}`, {
            name: party.name,
            hosts: list.format(party.hosts),
            ways: "ways" in party ? list.format(party.ways.map((way) => t(`parties.way.${way}`))) : "",
          })}
        </li>
      ))}
    </ul>
  );
}
