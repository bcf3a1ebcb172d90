import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { useTranslation } from "../hooks/use-locale";
import { useSiteLinks } from "../hooks/use-site-links";
import { takesAmount, withAmount } from "../gift-amount";
import { CardGrid } from "./card";
import { ExternalLink } from "./external-link";
import { Ein } from "./setting-values";
import { WIDE } from "./wide";
import { visuallyHidden } from "../theme/theme";

/**
 * The ask on one screen: the ways to give (a <CardGrid> of <GiveCard>s) with the impact ladder (<GiftLadder>) beside
 * them on a laptop, one under the other on a phone. It spans the band's frame, as a card grid does.
 */
export const GiveChoices = styled.div.attrs(WIDE)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.maxWidth};
  margin: ${({ theme }) => theme.space.md} auto;
  > * {
    margin: 0;
  }
  /* A laptop: the ways to give, one above another, and the trust strip under them; the ladder beside both. */
  @media (min-width: 64em) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    > * {
      grid-column: 1;
    }
    > aside {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
    /* Doubled, so it outweighs the card grid's own rule for a row of three. */
    && > ${CardGrid} {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.75rem;
      /* Each card's words beside its button. */
      > article {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        column-gap: ${({ theme }) => theme.space.md};
        align-items: center;
        padding-block: 0.75rem;
        > * {
          grid-column: 1;
          margin: 0;
        }
        > :last-child {
          grid-column: 2;
          grid-row: 1 / span 2;
          padding: 0;
        }
      }
    }
  }
`;

/** What each gift can do: the writer's list, each item led by its amount in bold (an amount becomes a <GiftAmount>). */
export const GiftLadder = styled.aside`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radius};
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  ul {
    padding-left: 0;
    list-style: none;
  }
  /* Each amount in a column of its own, its words beside it. */
  li {
    display: grid;
    grid-template-columns: 4.75rem minmax(0, 1fr);
    column-gap: 0.75rem;
    align-items: center;
    margin: 0.375rem 0;
    line-height: 1.4;
  }
`;

/**
 * An amount on the ladder: a choice that opens the one-time giving page with that amount chosen, where the settings'
 * address takes one (src/gift-amount.ts); else the amount in bold.
 */
export function GiftAmount({ amount, children }: { amount: string; children: React.ReactNode }) {
  const { settings, t } = useTranslation();
  const address = settings.donate.oneTime;
  if (!takesAmount(address)) return <strong>{children}</strong>;
  return (
    <AmountLink href={withAmount(address, amount)} data-amount={amount}>
      <Hidden data-pagefind-ignore="">{t("give.amount")} </Hidden>
      {children}
    </AmountLink>
  );
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

const AmountLink = styled(ExternalLink)`
  display: inline-block;
  padding: 0.25rem 0.5rem;
  border: 2px solid ${({ theme }) => theme.colors.navy};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.navy};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.goldSoft};
  }
`;

/**
 * Trust at the ask: the writer's statement (that the foundation is a 501(c)(3) and gifts are tax-deductible), then
 * its EIN from the settings, where gifts go (aid: an anchor on the page, such as #where-your-gift-goes) and the Privacy Policy.
 */
export function TrustStrip({ aid, children }: { aid: string; children: React.ReactNode }) {
  const { t, to } = useTranslation();
  const { legal } = useSiteLinks();
  const privacy = legal.find((item) => item.label === "legal.privacy");
  return (
    <Strip data-trust="">
      {children}
      <ul>
        <li>
          {t("give.ein")} <Ein />
        </li>
        <li>
          <a href={aid}>{t("give.whereGiftsGo")}</a>
        </li>
        {privacy && (
          <li>
            <Link to={to(privacy.to)}>{t("give.privacy")}</Link>
          </li>
        )}
      </ul>
    </Strip>
  );
}

const Strip = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0.75rem ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.white};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${({ theme }) => theme.colors.navy};
  }
`;
