import styled from "styled-components";
import { useTranslation } from "../i18n/use-locale";
import { Button } from "./button";

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
      <Row>
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
      </Row>
      <Small id="newsletter-vendor">{t("newsletter.vendor", { vendor })}</Small>
    </Form>
  );
}

const Form = styled.form`
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 0.3rem;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  input {
    flex: 1 1 12rem;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.white};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
  }
`;

const Small = styled.p`
  margin-top: 0.5rem !important;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
