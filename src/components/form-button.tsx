import React from "react";
import type { z } from "zod";
import { useHydrated } from "../hooks/use-hydrated";
import type { MDX_PROPS } from "../mdx-schema/component-props";
import { useTranslation } from "../hooks/use-locale";
import { formUrl } from "../settings";
import { Button, ButtonAnchor } from "./button";
import { loadFormModal, useFormModal } from "./form-modal-provider";

export type FormButtonProps = z.infer<typeof MDX_PROPS.FormButton> & {
  /** The button's text. */
  children: React.ReactNode;
  className?: string;
};

/**
 * Opens a form in the dialog. Until JavaScript runs it is a plain link to the hosted form,
 * so a visitor without JavaScript still reaches it.
 */
export function FormButton({ form, title, children, variant, className }: FormButtonProps) {
  const hydrated = useHydrated();
  const { openForm } = useFormModal();
  const { settings } = useTranslation();
  if (!hydrated) {
    return (
      <ButtonAnchor href={formUrl(form, settings)} target="_blank" rel="noopener noreferrer" $variant={variant} className={className}>
        {children}
      </ButtonAnchor>
    );
  }
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={loadFormModal}
      onFocus={loadFormModal}
      onClick={() => openForm(form, title)}
      $variant={variant}
      className={className}
    >
      {children}
    </Button>
  );
}
