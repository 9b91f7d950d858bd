import { describe, expect, it } from "vitest";
import {
  bodyOf,
  mailjetClient,
  manageContact,
  raw,
  rejectionOf,
  sharedSinkForFile,
  startSink,
} from "./mailSinkHelpers";

const NEWSLETTER = 190022;
const sink = sharedSinkForFile();

const entry = (email: string, list = NEWSLETTER) =>
  sink.contacts().find((c) => c.ListID === list && c.Email.toLowerCase() === email.toLowerCase());

describe("managecontact", () => {
  it("adds a contact (201, Mailjet's body) and keeps one ContactID per address when it is updated", async () => {
    const client = mailjetClient(sink);
    const added = await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "addnoforce" });
    expect(added.response.status).toBe(201);
    const data = bodyOf(added).Data[0];
    expect(added.body).toEqual({
      Count: 1,
      Data: [{ ContactID: data.ContactID, Email: "ana@example.org", Action: "addnoforce", Name: "", Properties: {} }],
      Total: 1,
    });
    expect(Number.isInteger(data.ContactID)).toBe(true);

    const updated = await manageContact(client, NEWSLETTER, {
      Email: "ANA@example.org",
      Name: "Ana",
      Action: "addforce",
      Properties: { firstname: "Ana", country: "ES" },
    });
    expect(bodyOf(updated).Data[0]).toEqual({
      ContactID: data.ContactID,
      Email: "ANA@example.org",
      Action: "addforce",
      Name: "Ana",
      Properties: { firstname: "Ana", country: "ES" },
    });
    expect(sink.contacts()).toEqual([
      expect.objectContaining({
        ListID: NEWSLETTER,
        ContactID: data.ContactID,
        Email: "ana@example.org",
        Name: "Ana",
        Properties: { firstname: "Ana", country: "ES" },
        Status: "subscribed",
        LastAction: "addforce",
      }),
    ]);

    // A null property value deletes it; other lists share the contact (same ContactID).
    await manageContact(client, 5, { Email: "ana@example.org", Action: "addnoforce", Properties: { country: null } });
    expect(entry("ana@example.org", 5)).toMatchObject({
      ContactID: data.ContactID,
      Properties: { firstname: "Ana" },
      Status: "subscribed",
    });
    const other = await manageContact(client, NEWSLETTER, { Email: "luis@example.org", Action: "addnoforce" });
    expect(bodyOf(other).Data[0].ContactID).not.toBe(data.ContactID);
  });

  it("unsub keeps the contact unsubscribed against addnoforce; addforce resubscribes; remove removes", async () => {
    const client = mailjetClient(sink);
    await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "addnoforce" });
    await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "unsub" });
    expect(entry("ana@example.org")).toMatchObject({ Status: "unsubscribed", LastAction: "unsub" });
    await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "addnoforce" });
    expect(entry("ana@example.org")?.Status).toBe("unsubscribed");
    await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "addforce" });
    expect(entry("ana@example.org")?.Status).toBe("subscribed");
    await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "remove" });
    expect(entry("ana@example.org")?.Status).toBe("removed");
    await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "addnoforce" });
    expect(entry("ana@example.org")?.Status).toBe("subscribed");

    // remove of a non-member changes no list; unsub of a non-member records it as unsubscribed.
    await manageContact(client, NEWSLETTER, { Email: "nadie@example.org", Action: "remove" });
    expect(entry("nadie@example.org")).toBeUndefined();
    await manageContact(client, NEWSLETTER, { Email: "baja@example.org", Action: "unsub" });
    expect(entry("baja@example.org")?.Status).toBe("unsubscribed");
  });

  it("is listed and filtered by GET /api/contacts and cleared by DELETE", async () => {
    const client = mailjetClient(sink);
    await manageContact(client, NEWSLETTER, { Email: "ana@example.org", Action: "addnoforce" });
    await manageContact(client, 7, { Email: "luis@example.org", Action: "addnoforce" });
    const all = await (await fetch(`${sink.url}/api/contacts`)).json();
    expect(all.map((c: { ListID: number; Email: string }) => [c.ListID, c.Email])).toEqual([
      [7, "luis@example.org"],
      [NEWSLETTER, "ana@example.org"],
    ]);
    expect(await (await fetch(`${sink.url}/api/contacts?list=${NEWSLETTER}`)).json()).toHaveLength(1);
    expect(await (await fetch(`${sink.url}/api/contacts?email=LUIS@example.org`)).json()).toHaveLength(1);
    expect(await (await fetch(`${sink.url}/api/contacts`, { method: "DELETE" })).json()).toEqual({ deleted: 2 });
    expect(sink.contacts()).toEqual([]);
  });
});

describe("managecontact errors", () => {
  const path = `/v3/REST/contactslist/${NEWSLETTER}/managecontact`;
  const cases: Array<[string, unknown, string, unknown]> = [
    ["no Email", { Action: "addnoforce" }, 'Missing mandatory property "Email"', ""],
    ["an empty Email", { Email: "", Action: "addnoforce" }, 'Missing mandatory property "Email"', ""],
    ["a malformed Email", { Email: "ana@", Action: "addnoforce" }, '"ana@" is not a valid email address', ""],
    [
      "no Action",
      { Email: "ana@example.org" },
      'Missing mandatory property "Action" (addforce, addnoforce, remove, unsub)',
      "",
    ],
    [
      "an unknown Action",
      { Email: "ana@example.org", Action: "subscribe" },
      'Invalid Action "subscribe": expected addforce, addnoforce, remove, unsub',
      "",
    ],
    [
      "an Action in capitals",
      { Email: "ana@example.org", Action: "AddNoForce" },
      'Invalid Action "AddNoForce": expected addforce, addnoforce, remove, unsub',
      "",
    ],
    [
      "an unknown property",
      { Email: "ana@example.org", Action: "addnoforce", Properties: { edad: 40 } },
      "Object properties invalid",
      { "Properties.edad": "Unknown contact property (defined: name, firstname, country, newsletter_sub)" },
    ],
    [
      "a property of a wrong type",
      { Email: "ana@example.org", Action: "addnoforce", Properties: { name: ["Ana"] } },
      "Object properties invalid",
      { "Properties.name": expect.any(String) },
    ],
    [
      "Properties that are a list",
      { Email: "ana@example.org", Action: "addnoforce", Properties: [] },
      "Object properties invalid",
      { Properties: "Expected an object" },
    ],
    [
      "a numeric Name",
      { Email: "ana@example.org", Action: "addnoforce", Name: 3 },
      "Object properties invalid",
      { Name: "Expected a string" },
    ],
    [
      "an unknown field",
      { Email: "ana@example.org", Action: "addnoforce", Lista: 1 },
      "Object properties invalid",
      { Lista: "Unknown property" },
    ],
    ["broken JSON", '{"Email":', "Malformed JSON in the request body", ""],
  ];
  for (const [what, body, message, errorInfo] of cases) {
    it(`400 for ${what}`, async () => {
      const { status, json } = await raw(sink, path, body);
      expect(status).toBe(400);
      expect(json).toEqual({ ErrorInfo: errorInfo, ErrorMessage: message, StatusCode: 400 });
      expect(sink.contacts()).toEqual([]);
    });
  }

  it("400 for a list id that is not a positive integer", async () => {
    for (const id of ["0", "-1", "abc", "1.5", "99999999999999999"]) {
      const { status, json } = await raw(sink, `/v3/REST/contactslist/${id}/managecontact`, {
        Email: "ana@example.org",
        Action: "addnoforce",
      });
      expect(status, id).toBe(400);
      expect(json.ErrorMessage).toBe(`Invalid contactslist ID "${id}": a positive integer is expected`);
    }
  });

  it("401 for wrong keys, through the client", async () => {
    const error = await rejectionOf(
      manageContact(mailjetClient(sink, "local-key", "nope"), NEWSLETTER, {
        Email: "ana@example.org",
        Action: "addnoforce",
      }),
    );
    expect(error.statusCode).toBe(401);
    expect(error.ErrorMessage).toMatch(/^API key authentication\/authorization failure/);
  });

  it("takes the contact properties it was started with", async () => {
    const custom = await startSink({ contactProperties: ["edad"] });
    try {
      await manageContact(mailjetClient(custom), 1, {
        Email: "ana@example.org",
        Action: "addforce",
        Properties: { edad: 40 },
      });
      expect(custom.contacts()[0].Properties).toEqual({ edad: 40 });
      const { json } = await raw(custom, "/v3/REST/contactslist/1/managecontact", {
        Email: "ana@example.org",
        Action: "addforce",
        Properties: { name: "Ana" },
      });
      expect(json.ErrorMessage).toBe("Object properties invalid");
    } finally {
      await custom.close();
    }
  });
});
