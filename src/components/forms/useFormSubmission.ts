import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { useTranslation } from "next-i18next/pages";
import { postForm } from "@/forms/postForm";
import { applyServerErrors } from "./useServerErrors";

/**
 * Posting a multipart form with upload progress: `send` resolves true when the server accepted it;
 * otherwise the failure message (the server's Spanish one, or a network/unexpected one) is kept and
 * the server's field errors are put on the fields. The form's values are never touched.
 */
export function useFormSubmission<T extends FieldValues>(endpoint: string, fields: readonly string[], setError: UseFormSetError<T>) {
  const { t } = useTranslation("forms");
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (body: FormData): Promise<boolean> => {
    setFailure(null);
    setProgress(0);
    const answer = await postForm(endpoint, body, setProgress);
    setProgress(null);
    if (answer.ok) return true;
    setFailure(answer.message ?? t(answer.status === 0 ? "errors.network" : "errors.unexpected"));
    applyServerErrors(answer.fields, setError, fields);
    return false;
  };

  return { send, progress, sending: progress !== null, failure };
}
