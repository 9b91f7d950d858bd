/**
 * Class (b), `POST /api/job-application` (multipart with a CV, optional `offer` uid): valid
 * applications, hostile offers, CVs that are not what they say, hostile characters and e-mail limits.
 */
import { emailCases } from "./emailCases";
import { inputCollector, insertAt, type GeneratorContext } from "./generatorContext";
import { FORBIDDEN_IN_LINE, HOSTILE_SEGMENTS, REAL_UIDS, randomSegment } from "./hostileStrings";
import { cvPart, formPost, validApplicationFields, withField } from "./formRequests";
import type { HostileInput } from "./oracle";
import { EXE, JPEG, ODT, OLE_DOC, PNG, REAL_DOCX, SMALL_PDF, ZIP_WITH_EXE, pdfOfSize } from "./sampleFiles";

const PATH = "/api/job-application";
const ACCEPTED = { kind: "accepted", emails: 2, contacts: 0 } as const;
/** A filled honeypot: answered as accepted, nothing sent (issue 32). */
const SILENTLY_DROPPED = { kind: "accepted", emails: 0, contacts: 0 } as const;
const LINE_FIELDS = ["given_name", "family_name", "email", "phone_number"] as const;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The job-application inputs. */
export function applicationInputs(context: GeneratorContext): HostileInput[] {
  const { prng, origin } = context;
  const { inputs, add } = inputCollector(context, "api: job-application");
  const post = (fields: [string, string][], cv = cvPart()) => formPost(PATH, origin, fields, cv ? [cv] : []);

  add("valid spontaneous application", ACCEPTED, (m) => post(validApplicationFields(m)));
  add("valid application to an open offer", ACCEPTED, (m) =>
    post([...validApplicationFields(m), ["offer", REAL_UIDS.jobOffer]]),
  );
  for (const [name, content] of [
    ["cv.doc", OLE_DOC],
    ["cv.cfb", OLE_DOC],
    ["cv.docx", REAL_DOCX],
    ["cv.odt", ODT],
    ["CV Núñez.PDF", SMALL_PDF],
  ] as const) {
    add(`valid CV ${name}`, ACCEPTED, (m) => post(validApplicationFields(m), cvPart(name, content)));
  }
  add(
    "CV of exactly 10 MB",
    ACCEPTED,
    (m) => post(validApplicationFields(m), cvPart("cv.pdf", pdfOfSize(10_485_760))),
    { heavy: true },
  );
  add(
    "CV of 10 MB + 1 byte",
    { kind: "refused", statuses: [400, 413], field: "cv" },
    (m) => post(validApplicationFields(m), cvPart("cv.pdf", pdfOfSize(10_485_761))),
    { heavy: true },
  );

  add("closed offer", { kind: "refused", statuses: [404] }, (m) =>
    post([...validApplicationFields(m), ["offer", REAL_UIDS.closedJobOffer]]),
  );
  add("unknown offer", { kind: "refused", statuses: [400, 404] }, (m) =>
    post([...validApplicationFields(m), ["offer", "no-existe-esta-oferta"]]),
  );
  for (const segment of [...HOSTILE_SEGMENTS, ...Array.from({ length: 20 }, () => randomSegment(prng))]) {
    const offer = decode(segment);
    if (!offer.trim()) continue;
    add(`offer ${JSON.stringify(offer.slice(0, 30))}`, { kind: "refused", statuses: [400, 404] }, (m) =>
      post([...validApplicationFields(m), ["offer", offer]]),
    );
  }
  add("two offers", { kind: "either", emails: 2, contacts: 0 }, (m) =>
    post([...validApplicationFields(m), ["offer", REAL_UIDS.jobOffer], ["offer", REAL_UIDS.closedJobOffer]]),
  );

  add("no CV", { kind: "refused", statuses: [400], field: "cv" }, (m) =>
    formPost(PATH, origin, validApplicationFields(m)),
  );
  const refusedCvs: [string, Buffer, number[]][] = [
    ["cv.png", PNG, [400, 415]],
    ["cv.jpg", JPEG, [400, 415]],
    ["cv.exe", EXE, [400, 415]],
    ["cv.pdf", EXE, [415]],
    ["cv.docx", ZIP_WITH_EXE, [415]],
    ["cv.doc", SMALL_PDF, [415]],
    ["cv.odt", REAL_DOCX, [415]],
    ["cv.pdf", Buffer.alloc(0), [400]],
    ["cv", SMALL_PDF, [400, 415]],
  ];
  for (const [name, content, statuses] of refusedCvs)
    add(`CV ${name} (${content.length} B)`, { kind: "refused", statuses, field: "cv" }, (m) =>
      post(validApplicationFields(m), cvPart(name, content)),
    );
  add("two CVs", { kind: "refused", statuses: [400, 413] }, (m) =>
    formPost(PATH, origin, validApplicationFields(m), [cvPart("a.pdf"), cvPart("b.pdf")]),
  );
  add("CV in the attachments field", { kind: "refused", statuses: [400] }, (m) =>
    formPost(PATH, origin, validApplicationFields(m), [
      { name: "attachments", filename: "cv.pdf", content: SMALL_PDF },
    ]),
  );

  for (const field of LINE_FIELDS) {
    for (const { label, char } of FORBIDDEN_IN_LINE) {
      add(`${label} in ${field}`, { kind: "refused", statuses: [400], field }, (m) => {
        const fields = validApplicationFields(m);
        return post(withField(fields, field, insertAt(prng, fields.find(([key]) => key === field)![1], char)));
      });
    }
  }
  for (const { label, char } of FORBIDDEN_IN_LINE) {
    add(`${label} in the CV's file name`, { kind: "either", emails: 2, contacts: 0 }, (m) =>
      post(validApplicationFields(m), cvPart(`${insertAt(prng, "curriculum", char)}.pdf`)),
    );
  }
  for (const { label, valid } of emailCases("")) {
    add(`e-mail: ${label}`, valid ? ACCEPTED : { kind: "refused", statuses: [400], field: "email" }, (m) =>
      post(withField(validApplicationFields(m), "email", emailCases(m).find((c) => c.label === label)!.address)),
    );
  }
  for (const value of ["http://spam.example", "1"])
    add(`honeypot ${JSON.stringify(value)}`, SILENTLY_DROPPED, (m) =>
      post(withField(validApplicationFields(m), "website", value)),
    );
  add("message of 5001 characters", { kind: "refused", statuses: [400], field: "message" }, (m) =>
    post(withField(validApplicationFields(m), "message", `${m} ${"x".repeat(5000)}`)),
  );
  add("no message", { kind: "refused", statuses: [400], field: "message" }, (m) =>
    post(withField(validApplicationFields(m), "message", undefined)),
  );
  add("foreign Origin", { kind: "refused", statuses: [403] }, (m) => {
    const request = post(validApplicationFields(m));
    return { ...request, headers: { ...request.headers, Origin: "https://evil.example" } };
  });
  add("JSON body", { kind: "refused", statuses: [400, 415] }, (m) => ({
    method: "POST",
    path: PATH,
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: Buffer.from(JSON.stringify(Object.fromEntries(validApplicationFields(m)))),
  }));
  return inputs;
}
