import { useEffect, useState } from "react";
import styled from "styled-components";
import type { EventView } from "../stories/card-models";
import { useTranslation } from "../hooks/use-locale";
import { EventWhen } from "./story-card";

/**
 * When and where an event is, and its calendar file. Whether it has ended is decided when the site is
 * built (a daily rebuild keeps that true, see CONTENT.md); a visitor's browser corrects it on load for
 * the hours between an event's end and the next build.
 */
export function EventDetails({ event }: { event: EventView }) {
  const [past, setPast] = useState(event.past);
  const { t } = useTranslation();
  useEffect(() => {
    if (Date.parse(event.end) <= Date.now()) setPast(true);
  }, [event.end]);
  return (
    <Box aria-labelledby="event-title" data-event="">
      <h2 id="event-title">{past ? t("event.ended") : t("event.join")}</h2>
      <EventWhen event={event} />
      <p>{event.address}</p>
      {!past && (
        <p>
          <a href={event.ics} download={event.ics.replace(/^.*\//, "")}>
            {t("event.calendar")}
          </a>
        </p>
      )}
    </Box>
  );
}

const Box = styled.section`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.sand};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p:last-child {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.navy};
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.6rem 0;
  }
`;
