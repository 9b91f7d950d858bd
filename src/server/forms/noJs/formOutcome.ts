import type { FormInitialState } from "@/lib/forms/initialState";

/** The site's three forms, as the result page knows them. */
export type FormKind = "contact" | "application" | "newsletter";

/** What every outcome of a native (JavaScript-off) submission records. */
type OutcomeBase = {
  form: FormKind;
  /** Public path of the page the form was posted from (this site only), for the link back. */
  returnPath: string;
  /** Job applications: the offer applied to (a possible uid), or null for a spontaneous one. */
  offerUid: string | null;
};

/** A native submission that was accepted: what its success text names (`name`, `email`). */
export type AcceptedOutcome = OutcomeBase & { ok: true; details: Record<string, string> };

/** A native submission that was refused: the status and what the form is shown again with. */
export type RefusedOutcome = OutcomeBase & { ok: false; status: number; initial: FormInitialState };

/** The outcome of a native submission, kept for the result page (src/pages/form-result.tsx). */
export type FormOutcome = AcceptedOutcome | RefusedOutcome;
