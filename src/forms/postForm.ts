/** What an API form endpoint answered. */
type FormAnswer = {
  status: number;
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  body: Record<string, unknown>;
};

/**
 * A new idempotency key for one submission (a v4 UUID): `crypto.randomUUID`, or the same made from
 * `crypto.getRandomValues` where randomUUID is missing (pages not served over https or localhost).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Posts a form from the browser with XMLHttpRequest (fetch has no upload progress), reporting the
 * upload's progress (0–1). `idempotencyKey` names the submission (the `Idempotency-Key` header):
 * posting it again with the same key is answered with the first answer and sends nothing twice
 * (docs/forms.md). A network failure resolves with status 0.
 */
export function postForm(
  url: string,
  body: FormData | string,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<FormAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (idempotencyKey) xhr.setRequestHeader("Idempotency-Key", idempotencyKey);
    if (typeof body === "string") xhr.setRequestHeader("Content-Type", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // a non-JSON answer (proxy error page): treated as a failure below
      }
      resolve({
        status: xhr.status,
        ok: xhr.status === 200 && parsed.ok === true,
        message: typeof parsed.message === "string" ? parsed.message : undefined,
        fields: (parsed.fields as Record<string, string> | undefined) ?? {},
        body: parsed,
      });
    };
    xhr.onerror = () => resolve({ status: 0, ok: false, body: {} });
    xhr.send(body);
  });
}

/** Pushes an event to the analytics data layer (created if absent, so early events are kept). */
export function pushToDataLayer(event: Record<string, unknown>): void {
  const target = window as unknown as { dataLayer?: unknown[] };
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
}
