import React, { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { FRAME_HEIGHTS } from "../constants";
import type { FormKey } from "../mdx-schema/allowed-values";
import { useTranslation } from "../hooks/use-locale";
import { formUrl } from "../settings";

/**
 * The dialog's code loads when a visitor first reaches for a form (pointer or focus on a form button,
 * see FormButton) or opens one, not with the page: most visits open no form.
 */
export const loadFormModal = () => import("./form-modal");
const FormModal = lazy(loadFormModal);

/** What the open dialog shows: the spec's modal state (open flag, form address, form title). */
export type OpenForm = { form: FormKey; title: string } | null;

type FormModalApi = { openForm: (form: FormKey, title: string) => void };

const FormModalContext = createContext<FormModalApi | null>(null);

/** Holds the one form dialog of the page and lets any FormButton open it. */
export function FormModalProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState<OpenForm>(null);
  const { settings } = useTranslation();
  const openForm = useCallback((form: FormKey, title: string) => setOpen({ form, title }), []);
  const close = useCallback(() => setOpen(null), []);
  const api = useMemo(() => ({ openForm }), [openForm]);
  return (
    <FormModalContext.Provider value={api}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <FormModal
            title={open.title}
            src={formUrl(open.form, settings)}
            height={FRAME_HEIGHTS[open.form]}
            scriptSrc={settings.forms.embedScriptUrl}
            onClose={close}
          />
        </Suspense>
      )}
    </FormModalContext.Provider>
  );
}

export function useFormModal(): FormModalApi {
  const api = useContext(FormModalContext);
  if (!api) throw new Error("useFormModal must be used inside FormModalProvider (the Layout provides it).");
  return api;
}
