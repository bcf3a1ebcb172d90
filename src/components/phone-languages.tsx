import { Link } from "gatsby";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "../languages";
import type { StringKey } from "../i18n/strings";
import { useSiteLinks } from "../hooks/use-site-links";
import { useTranslation } from "../hooks/use-locale";
import { HELPLINES_ID } from "./helplines";

/**
 * What a page says about the language of the foundation's phone and e-mail, from the settings only: in a
 * language they are answered in, other than the site's own, "answered" ("Hablamos español"); in one they
 * are not, "not answered" (and where to turn); in the site's own language, when it is answered, nothing.
 */
export function phoneLanguage(locale: Locale, languages: readonly string[]): "answered" | "notAnswered" | undefined {
  if (!languages.includes(locale)) return "notAnswered";
  return locale === DEFAULT_LOCALE ? undefined : "answered";
}

/** The note beside the foundation's number and address, in the page's language. */
export function PhoneLanguages() {
  const { t, to, locale, settings } = useTranslation();
  const links = useSiteLinks();
  const state = phoneLanguage(locale, settings.contact.languages);
  if (state === "answered") return <p data-phone-languages="answered">{t("contact.answered")}</p>;
  if (state === undefined) return null;
  const languages = new Intl.ListFormat(LOCALE_INFO[locale].dateLocale, { type: "conjunction" }).format(
    settings.contact.languages.map((language) => t(`source.language.${language}` as StringKey)),
  );
  return (
    <p data-phone-languages="notAnswered">
      {t("contact.notAnswered", { languages })} <Link to={`${to(links.help)}#${HELPLINES_ID}`}>{t("contact.helpInLanguage")}</Link>.
    </p>
  );
}
