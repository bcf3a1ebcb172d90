import { Link } from "gatsby";
import { useTranslation } from "../hooks/use-locale";
import { media } from "../theme/theme";
import styled from "styled-components";
import type { StoryCardData } from "../stories/card-models";
import { Card, CardGrid } from "./card";
import { ResponsiveImage } from "./responsive-image";
import { SampleNote } from "./sample-note";

/** The widest a story card grows beside others or alone: a lone card on a tag's page stays a card, not a banner. */
const CARD_MAX = "24rem";

/** How many cards a row holds on wide screens: as many as there are, up to three; four as two rows of two (as CardGrid); a longer list, three a row. */
const columnsFor = (count: number) => (count === 4 ? 2 : Math.max(1, Math.min(count, 3)));

/**
 * How wide a card's picture shows in a grid of `count` cards (Grid: from 72rem, columnsFor(count) columns 1.5rem
 * apart, each at most 24rem, in a 72rem frame less 1rem each side; from 40em, two columns, or one card of 24rem),
 * and on phones the screen's width.
 */
const cardSizes = (count: number) => {
  const wide = columnsFor(count);
  return `(min-width: 72rem) min(${CARD_MAX}, calc((70rem - ${wide - 1} * 1.5rem) / ${wide})), (min-width: 40em) ${count > 1 ? `min(${CARD_MAX}, 45vw)` : CARD_MAX}, 100vw`;
};

/** When an event is: its day and hours in Phoenix, and its place. */
export function EventWhen({ event }: { event: NonNullable<StoryCardData["event"]> }) {
  return (
    <p data-event-when="">
      <time dateTime={event.start}>{event.day}</time>, {event.time}. {event.place}.
    </p>
  );
}

/** The story's tags, each leading to its listing. */
export function TagLinks({ tags }: { tags: StoryCardData["tags"] }) {
  return (
    <Tags data-tags="">
      {tags.map((tag) => (
        <li key={tag.route}>
          <Link to={tag.route}>{tag.name}</Link>
        </li>
      ))}
    </Tags>
  );
}

/** One story in a listing: picture, headline (the link), date, tags and description; an event adds when and where. */
function StoryCard({
  story,
  level = 2,
  priority = false,
  label,
  sizes,
}: {
  story: StoryCardData;
  level?: 2 | 3;
  priority?: boolean;
  /** The picture's `sizes`, from the number of cards beside it (cardSizes). */
  sizes: string;
  /** What an upcoming event's card is labelled ("Next event" on the home page). */
  label?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  return (
    <Frame data-story-card="">
      <CardImage name={story.image} alt={story.alt} sizes={sizes} priority={priority} />
      <Heading>
        <Link to={story.route}>{story.title}</Link>
      </Heading>
      {/* An event's card leads with when the event is; its posting date would read as the event's. */}
      <Meta>
        {story.event ? (
          story.event.past ? (
            <Label data-past="">{t("event.past")}</Label>
          ) : (
            <Label>{label ?? t("event.label")}</Label>
          )
        ) : (
          <time dateTime={story.date}>{story.dateText}</time>
        )}
      </Meta>
      {story.event && <EventWhen event={story.event} />}
      <p>{story.description}</p>
      {story.sample && <SampleNote kind="story" />}
      <TagLinks tags={story.tags} />
    </Frame>
  );
}

/** A grid of story cards. */
export function StoryList({
  stories,
  level = 2,
  firstIsPriority = false,
  firstLabel,
}: {
  stories: StoryCardData[];
  level?: 2 | 3;
  firstIsPriority?: boolean;
  /** The first card's event label, when it is not the plain "Event". */
  firstLabel?: string;
}) {
  return (
    <Grid as="ul" data-story-list="" $columns={columnsFor(stories.length)}>
      {stories.map((story, i) => (
        <Item key={story.route}>
          <StoryCard
            story={story}
            level={level}
            priority={firstIsPriority && i === 0}
            label={(i === 0 && firstLabel) || undefined}
            sizes={cardSizes(stories.length)}
          />
        </Item>
      ))}
    </Grid>
  );
}

/**
 * The cards fill their row: on tablets two columns, on wide screens as many as columnsFor gives, each at most 24rem,
 * the row centred in the frame (auto-fit with a 24rem cap made two columns of three cards in a 72rem frame).
 */
/**
 * The cards fill their row: on tablets two columns, on wide screens as many as columnsFor gives, each at most 24rem,
 * the row centred in the frame (auto-fit with a 24rem cap made two columns of three cards in a 72rem frame).
 */
const Grid = styled(CardGrid)<{ $columns: number }>`
  padding: 0;
  justify-content: center;
  @media (min-width: 40em) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, ${CARD_MAX}));
  }

  ${media.wide} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, ${CARD_MAX}));
  }
`;

const Item = styled.li`
  display: flex;
  list-style: none;
  margin: 0;
  > * {
    flex: 1;
  }
`;

const Frame = styled(Card)`
  padding-top: 0;
  overflow: hidden;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.navy};
  }
  p {
    margin: 0;
  }
`;

const CardImage = styled(ResponsiveImage)`
  margin: 0 -${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Label = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
`;

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  li {
    margin: 0;
  }
  a {
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.6rem 0;
  }
`;
