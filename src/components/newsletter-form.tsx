import styled from "styled-components";
import { useTranslation } from "../hooks/use-locale";
import { Button } from "./button";
import { FieldRow, labelsAbove } from "./field-row";

/**
 * The newsletter sign-up: a plain form that posts straight to the newsletter service (its address,
 * field names and list id come from the settings), so it works without JavaScript. The service sends
 * a confirmation e-mail first (double opt-in) and then shows its thank-you page.
 */
export function NewsletterForm() {
  const { t, settings } = useTranslation();
  const { action, emailField, listField, listId, vendor } = settings.newsletter;
  return (
    <Form method="post" action={action}>
      <p id="newsletter-about">{t("newsletter.intro")}</p>
      <input type="hidden" name={listField} value={listId} />
      <label htmlFor="newsletter-email">{t("newsletter.email")}</label>
      <FieldRow $border="white">
        <input
          id="newsletter-email"
          type="email"
          name={emailField}
          autoComplete="email"
          required
          aria-describedby="newsletter-about newsletter-vendor"
        />
        <Button type="submit" $variant="primary">
          {t("newsletter.submit")}
        </Button>
      </FieldRow>
      <Small id="newsletter-vendor">{t("newsletter.vendor", { vendor })}</Small>
    </Form>
  );
}

const Form = styled.form`
  ${labelsAbove}
`;

const Small = styled.p`
  margin-top: 0.5rem !important;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
