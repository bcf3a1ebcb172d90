import React from "react";
import { Card } from "./card";

export type InfoCardProps = { title: string; children: React.ReactNode };

/** A titled card of prose or a short list. */
export function InfoCard({ title, children }: InfoCardProps) {
  return (
    <Card>
      <h3>{title}</h3>
      {children}
    </Card>
  );
}
