/** What an API form endpoint answered. */
export type FormAnswer = { status: number; ok: boolean; message?: string; fields?: Record<string, string>; body: Record<string, unknown> };

/**
 * Posts a form from the browser with XMLHttpRequest (fetch has no upload progress), reporting the
 * upload's progress (0–1). A network failure resolves with status 0.
 */
export function postForm(url: string, body: FormData | string, onProgress?: (fraction: number) => void): Promise<FormAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
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
