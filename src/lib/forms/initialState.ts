/**
 * What a form shows when it is rendered again after a native (JavaScript-off) submission was
 * refused: the visitor's values (never files, never the consent box), the message of each field
 * (already translated) and the failure message. The server-rendered form and its island both
 * start from it, so the same markup hydrates.
 */
export type FormInitialState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
};
