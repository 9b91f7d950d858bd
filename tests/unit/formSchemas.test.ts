import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { MAX_UPLOAD_BYTES } from "@/config/constants";
import { extensionOf, hasAllowedExtension, shownExtensions, ATTACHMENT_RULE, CV_RULE } from "@/lib/forms/files";
import { contactFormSchema, contactSchema } from "@/forms/contact/contactSchema";
import { fieldErrors } from "@/server/forms/pipeline/formError";
import { jobApplicationSchema } from "@/forms/jobApplication/jobApplicationSchema";
import { newsletterSchema } from "@/forms/newsletter/newsletterSchema";
import { REQUESTER_TYPES } from "@/forms/requesterTypes";
import { CONTACT_REQUEST_EXAMPLE } from "@/forms/contact/contactExample";

const valid = {
  ...CONTACT_REQUEST_EXAMPLE,
  family_name: "López",
  email: "ana@example.org",
  phone_number: "",
  zipcode: "",
  message: "Quisiera información sobre el prospecto.",
  requester_type: "particular",
  attachments: [],
};

/** The first error key of a field, or undefined when the field is valid. */
function errorOf(input: Record<string, unknown>, field: string, schema: z.ZodMiniType = contactSchema) {
  const result = schema.safeParse(input);
  return result.success ? undefined : fieldErrors(result.error)[field];
}

describe("contact form (R5)", () => {
  it("accepts a valid request", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["given_name", "", "errors.required"],
    ["given_name", "A", "errors.nameTooShort"],
    ["given_name", "Al", undefined],
    ["given_name", "a".repeat(80), undefined],
    ["given_name", "a".repeat(81), "errors.nameTooLong"],
    ["family_name", "L", "errors.nameTooShort"],
    ["family_name", "Lo", undefined],
    ["family_name", "l".repeat(80), undefined],
    ["family_name", "l".repeat(81), "errors.nameTooLong"],
  ])("%s = %j → %s", (field, value, expected) => {
    expect(errorOf({ ...valid, [field]: value }, field)).toBe(expected);
  });

  it("trims names before counting (2 characters after trimming)", () => {
    expect(errorOf({ ...valid, given_name: "  A  " }, "given_name")).toBe("errors.nameTooShort");
  });

  it.each(["", "ana", "ana@", "@example.org", "ana example.org", "ana@exa mple.org"])(
    "refuses the email %j",
    (email) => {
      expect(errorOf({ ...valid, email }, "email")).toBeDefined();
    },
  );

  it.each(["ana@example.org", "a.b+c@sub.example.es"])("accepts the email %j", (email) => {
    expect(errorOf({ ...valid, email }, "email")).toBeUndefined();
  });

  it.each([
    ["", undefined],
    ["948000152", undefined],
    ["948 000 152", undefined],
    ["948-000-152", undefined],
    ["+34 948 000 152", undefined],
    ["948.000.152", "errors.phone"],
    ["(948) 000152", "errors.phone"],
    ["948000152a", "errors.phone"],
  ])("phone %j → %s", (phone_number, expected) => {
    expect(errorOf({ ...valid, phone_number }, "phone_number")).toBe(expected);
  });

  it.each([
    ["", undefined],
    ["31170", undefined],
    ["31 170", "errors.zipcode"],
    ["31170-A", "errors.zipcode"],
  ])("zipcode %j → %s", (zipcode, expected) => {
    expect(errorOf({ ...valid, zipcode }, "zipcode")).toBe(expected);
  });

  it("requires a message", () => {
    expect(errorOf({ ...valid, message: "   " }, "message")).toBe("errors.required");
  });

  it.each(REQUESTER_TYPES)("accepts the requester type %s", (requester_type) => {
    expect(errorOf({ ...valid, requester_type }, "requester_type")).toBeUndefined();
  });

  it.each(["", "otro", "Medico"])("refuses the requester type %j (placeholder or unknown)", (requester_type) => {
    expect(errorOf({ ...valid, requester_type }, "requester_type")).toBe("errors.requesterType");
  });

  it.each(["jpg", "jpeg", "png", "pdf", "doc", "docx", "cfb", "odt", "PDF", "JpG"])(
    "accepts an attachment .%s",
    (ext) => {
      expect(
        errorOf({ ...valid, attachments: [{ name: `archivo.${ext}`, size: 100 }] }, "attachments"),
      ).toBeUndefined();
    },
  );

  it.each(["exe", "gif", "txt", "zip", "pdf.exe", ""])("refuses an attachment .%s", (ext) => {
    expect(
      errorOf({ ...valid, attachments: [{ name: ext ? `archivo.${ext}` : "archivo", size: 100 }] }, "attachments"),
    ).toBe("errors.fileType");
  });

  it("accepts 10485760 bytes and refuses 10485761", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(errorOf({ ...valid, attachments: [{ name: "a.pdf", size: 10_485_760 }] }, "attachments")).toBeUndefined();
    expect(errorOf({ ...valid, attachments: [{ name: "a.pdf", size: 10_485_761 }] }, "attachments")).toBe(
      "errors.fileTooBig",
    );
  });

  it("requires the GDPR consent in the browser, and the shared schema never carries it", () => {
    const { success } = contactFormSchema.safeParse({ ...valid, gdpr_consent: false });
    expect(success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, gdpr_consent: true }).success).toBe(true);
    const parsed = contactSchema.parse({ ...valid, gdpr_consent: true });
    expect(parsed).not.toHaveProperty("gdpr_consent");
  });
});

describe("upload rules (R5, R9)", () => {
  it("lists to visitors the allowed extensions without cfb, jpeg and odt", () => {
    expect(shownExtensions(ATTACHMENT_RULE.extensions)).toEqual(["jpg", "png", "pdf", "doc", "docx"]);
    expect(shownExtensions(CV_RULE.extensions)).toEqual(["pdf", "doc", "docx"]);
  });

  it("reads extensions case-insensitively from the last dot", () => {
    expect(extensionOf("CV.Final.PDF")).toBe("pdf");
    expect(extensionOf(".bashrc")).toBe("");
    expect(extensionOf("../../etc/passwd")).toBe("");
    expect(hasAllowedExtension("foto.JPEG", ATTACHMENT_RULE.extensions)).toBe(true);
  });
});

describe("job application (R5)", () => {
  const application = {
    given_name: "Luis",
    family_name: "Pérez",
    email: "luis@example.org",
    phone_number: "600 000 000",
    message: "Hola",
    cv: { name: "cv.pdf", size: 2048 },
  };
  it.each(["pdf", "doc", "docx", "cfb", "odt"])("accepts a CV .%s", (ext) => {
    expect(
      errorOf({ ...application, cv: { name: `cv.${ext}`, size: 10 } }, "cv", jobApplicationSchema),
    ).toBeUndefined();
  });
  it.each(["jpg", "jpeg", "png", "exe"])("refuses a CV .%s", (ext) => {
    expect(errorOf({ ...application, cv: { name: `cv.${ext}`, size: 10 } }, "cv", jobApplicationSchema)).toBe(
      "errors.fileType",
    );
  });
  it("limits the CV to 10485760 bytes", () => {
    expect(
      errorOf({ ...application, cv: { name: "cv.pdf", size: 10_485_760 } }, "cv", jobApplicationSchema),
    ).toBeUndefined();
    expect(errorOf({ ...application, cv: { name: "cv.pdf", size: 10_485_761 } }, "cv", jobApplicationSchema)).toBe(
      "errors.fileTooBig",
    );
  });
});

describe("newsletter (R5)", () => {
  it("requires a valid email", () => {
    expect(newsletterSchema.safeParse({ email: "ana@example.org" }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: "" }).success).toBe(false);
    expect(newsletterSchema.safeParse({ email: "ana@" }).success).toBe(false);
  });
});
