/**
 * Class (c), stalled bodies: connections that send their headers with a large Content-Length and
 * part of the body, then stop sending. The server must drop each one (close the connection, or
 * answer 408) soon after its idle timeout; a 503 with Retry-After at once (too many uploads in
 * flight) is also a clear answer.
 */
import http from "node:http";
import { BOUNDARY, multipartType } from "./multipart";
import { pdfOfSize } from "./sampleFiles";

export type StallSpec = { label: string; path: string; contentType: string; declared: number; prefix: Buffer };

export type StallResult = {
  spec: StallSpec;
  /** What ended it: the server closed the connection, answered (status), or nothing yet. */
  outcome: "dropped" | "answered" | "held";
  status?: number;
  retryAfter?: string;
  /** Milliseconds from the last byte sent to the end (or to the moment the suite stopped waiting). */
  afterMs: number;
  /** The connection, still open when held (closed by `release`). */
  release: () => void;
};

const MB = 1_048_576;

/** The start of a multipart body whose file part carries `size` bytes of a PDF and goes on. */
function multipartPrefix(fields: Record<string, string>, fileField: string, size: number): Buffer {
  const text = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const fileHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.concat([Buffer.from(text + fileHead), pdfOfSize(size).subarray(0, size - 7)]);
}

/**
 * The suite's stalls: `contact` contact uploads and `applications` job applications of a few MB,
 * plus two small JSON bodies. Each declares a length the route accepts (contact: attachments
 * ≤ 15 MB together; CV ≤ 10 MB), so it is refused for stalling, not at once for its size.
 */
export function stallSpecs({ contact = 6, applications = 2, contactMb = 6, applicationMb = 3 } = {}): StallSpec[] {
  const person = {
    given_name: "Ana",
    family_name: "García",
    email: "lenta@example.org",
    message: "Subida lenta",
    requester_type: "particular",
  };
  return [
    ...Array.from({ length: contact }, (_, i) => ({
      label: `contact ${i + 1}: ${contactMb} MB of 14 MB`,
      path: "/api/contact",
      contentType: multipartType(),
      declared: 14 * MB,
      prefix: multipartPrefix(person, "attachments", contactMb * MB),
    })),
    ...Array.from({ length: applications }, (_, i) => ({
      label: `job application ${i + 1}: ${applicationMb} MB of 10 MB`,
      path: "/api/job-application",
      contentType: multipartType(),
      declared: 10 * MB,
      prefix: multipartPrefix(person, "cv", applicationMb * MB),
    })),
    {
      label: "newsletter: 20 B of 4000 B",
      path: "/api/newsletter",
      contentType: "application/json",
      declared: 4000,
      prefix: Buffer.from('{"email":"lenta@exam'),
    },
    {
      label: "revalidate: 20 B of 200 kB",
      path: "/api/revalidate",
      contentType: "application/json",
      declared: 200_000,
      prefix: Buffer.from('{"type":"api-update",'),
    },
  ];
}

/** Opens one stalled request and resolves when the server ends it or `boundMs` after the last byte. */
export function stall(origin: string, spec: StallSpec, boundMs: number): Promise<StallResult> {
  const url = new URL(origin);
  return new Promise((resolve) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: spec.path,
      agent: false,
      headers: { Origin: origin, "Content-Type": spec.contentType, "Content-Length": spec.declared },
    });
    let lastByteAt = 0;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const release = () => req.destroy();
    const settle = (result: Omit<StallResult, "spec" | "afterMs" | "release">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ spec, ...result, afterMs: lastByteAt ? performance.now() - lastByteAt : 0, release });
    };
    req.on("response", (res) => {
      settle({ outcome: "answered", status: res.statusCode, retryAfter: res.headers["retry-after"] });
      res.resume();
    });
    req.on("error", () => settle({ outcome: "dropped" }));
    req.on("close", () => settle({ outcome: "dropped" }));
    const startWaiting = () => {
      if (lastByteAt) return;
      lastByteAt = performance.now();
      timer = setTimeout(() => settle({ outcome: "held" }), boundMs);
    };
    // Sent in 256 kB pieces; the wait starts when the last one is written (or, if the server stops
    // reading, 5 s after the last one was queued).
    for (let offset = 0; offset < spec.prefix.length; offset += 256 * 1024) {
      const last = offset + 256 * 1024 >= spec.prefix.length;
      req.write(spec.prefix.subarray(offset, offset + 256 * 1024), last ? startWaiting : undefined);
    }
    setTimeout(startWaiting, 5_000);
  });
}

/** Whether a stall ended as it must: dropped, 408, or a 503 with Retry-After. */
export function stallProblem(result: StallResult, boundMs: number): string | null {
  if (result.outcome === "held")
    return `still open ${Math.round(result.afterMs)} ms after its last byte (bound ${boundMs} ms)`;
  if (result.outcome === "answered" && result.status !== 408 && !(result.status === 503 && result.retryAfter))
    return `answered ${result.status} (expected the connection dropped, 408, or 503 with Retry-After)`;
  return null;
}
