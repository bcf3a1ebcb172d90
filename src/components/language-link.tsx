import { LOCALE_INFO, LOCALES } from "../languages";
import { counterpart, pageAddress } from "../routes";
import { useLocale, useTranslationRoute } from "../hooks/use-locale";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language, or
 * that language's home page where the page has no twin. A plain link, not the router's, so it works
 * without JavaScript and the new page arrives with its own <html lang>. Written in the language it
 * leads to (lang, hreflang), as a visitor looking for their language expects to read it.
 */
export function LanguageLink({ className }: { className?: string }) {
  const locale = useLocale();
  const translation = useTranslationRoute();
  // Two languages, so "the other" is one link; a third would need a list.
  const other = LOCALES.find((l) => l !== locale)!;
  return (
    <a href={pageAddress(translation ?? counterpart("/", other))} hrefLang={other} lang={other} className={className} data-language-link="">
      {LOCALE_INFO[other].name}
    </a>
  );
}
