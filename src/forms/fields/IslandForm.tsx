import type { FormEvent, ReactNode, RefObject } from "react";
import { FormNotice } from "./fields";

/** react-hook-form's `handleSubmit`, as the forms use it. */
type HandleSubmit<T> = (onValid: (values: T) => unknown) => (event: FormEvent<HTMLFormElement>) => Promise<unknown>;

/**
 * A form's submit handler: react-hook-form checks the values with the schema, then `onValid` gets
 * them with the form element (to post what it holds: the honeypot, a hidden offer).
 */
export function submitWith<T>(handleSubmit: HandleSubmit<T>, onValid: (values: T, form: HTMLFormElement) => unknown) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    return handleSubmit((values) => onValid(values, form))(event);
  };
}

/** Hands validation to the island once it runs: without JavaScript the browser checks `required` fields itself. */
export function handOverValidation(form: HTMLFormElement | null): void {
  if (form) form.noValidate = true;
}

/**
 * The IslandForm props of a form that sends files (contact, job application): multipart, submit
 * through react-hook-form, its sending state and its failure message (the notice's ref stays a JSX prop).
 */
export function uploadFormProps<T>({
  handleSubmit,
  onValid,
  sending,
  failure,
  failureTitle,
}: {
  handleSubmit: HandleSubmit<T>;
  onValid: (values: T, form: HTMLFormElement) => unknown;
  sending: boolean;
  failure: string | null;
  failureTitle: string;
}) {
  return {
    multipart: true,
    onSubmit: submitWith(handleSubmit, onValid),
    sending,
    failureTitle,
    failureMessage: failure,
  };
}

type IslandFormProps = {
  /** The API route: the island posts there, and so does the browser without JavaScript. */
  action: string;
  multipart?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  sending: boolean;
  /** The failure notice (role=alert), shown above the fields when there is a message. */
  failureTitle: string;
  failureMessage: string | null;
  failureNotice: RefObject<HTMLDivElement | null>;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/** The `<form>` of an island: a native post to its API route until the island runs, its failure notice first. */
export function IslandForm({
  action,
  multipart = false,
  onSubmit,
  sending,
  failureTitle,
  failureMessage,
  failureNotice,
  className = "space-y-6",
  testId,
  children,
}: IslandFormProps) {
  return (
    <form
      ref={handOverValidation}
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending}
      className={className}
      data-testid={testId}
    >
      {failureMessage ? (
        <FormNotice ref={failureNotice} kind="error" title={failureTitle}>
          <p>{failureMessage}</p>
        </FormNotice>
      ) : null}
      {children}
    </form>
  );
}
