import React from "react";
import { useHydrated } from "../hooks/use-hydrated";
import type { ButtonVariantName, FormKey } from "../mdx-schema/allowed-values";
import { formUrl } from "../settings";
import { Button, ButtonAnchor } from "./button";
import { loadFormModal, useFormModal } from "./form-modal-provider";

export type FormButtonProps = {
  /** Which hosted form to open (its id comes from the settings). */
  form: FormKey;
  /** The dialog's title. */
  title: string;
  /** The button's text. */
  children: React.ReactNode;
  variant?: ButtonVariantName;
  className?: string;
};

/**
 * Opens a form in the dialog. Until JavaScript runs it is a plain link to the hosted form,
 * so a visitor without JavaScript still reaches it.
 */
export function FormButton({ form, title, children, variant, className }: FormButtonProps) {
  const hydrated = useHydrated();
  const { openForm } = useFormModal();
  if (!hydrated) {
    return (
      <ButtonAnchor href={formUrl(form)} target="_blank" rel="noopener noreferrer" $variant={variant} className={className}>
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
