/**
 * The forms used as designed by someone with bad intent (issue 32), against the suite's site:
 * a flood of sign-ups and contact requests naming one stranger's address, a confirmation link
 * replayed, and a bot's filled honeypot next to a person's post. Each returns the problems it
 * found (empty: as it must be) and the figures it saw.
 */
import { INTERNAL_NOTIFICATION_TEMPLATE_ID } from "@/config/mailTemplates";
import {
  addressFor,
  cvPart,
  formPost,
  jsonPost,
  validApplicationFields,
  validContactFields,
  withField,
} from "./formRequests";
import { send, type Answer, type WireRequest } from "./httpClient";
import { countMarked, readMailbox } from "./mailbox";
import { siteToken } from "./confirmationInputs";

/** Sign-ups and contact requests the flood sends for one address. */
const FLOOD = 12;

/** How many of the sink's messages carry the marker and match `test`. */
async function messages(sinkUrl: string, marker: string, test: (message: Record<string, unknown>) => boolean) {
  const { messages: all } = await readMailbox(sinkUrl);
  return all.filter((text) => text.includes(marker)).filter((text) => test(JSON.parse(text))).length;
}

/**
 * A script names one stranger in FLOOD newsletter sign-ups and FLOOD contact requests: every
 * answer is a success, the company gets every request, and the stranger gets at most one
 * confirmation link and at most 3 e-mails in all.
 */
export async function floodOneAddress(origin: string, sinkUrl: string, marker: string) {
  const stranger = addressFor(marker);
  const answers: Answer[] = [];
  for (let i = 0; i < FLOOD; i += 1) {
    answers.push(await send(origin, jsonPost("/api/newsletter", origin, JSON.stringify({ email: stranger }))));
    answers.push(
      await send(origin, formPost("/api/contact", origin, withField(validContactFields(marker), "email", stranger))),
    );
  }
  const toStranger = await messages(sinkUrl, marker, (m) =>
    ((m.to as { email?: string }[]) ?? []).some((to) => to.email === stranger),
  );
  const links = await messages(sinkUrl, marker, (m) => String(m.subject ?? "").startsWith("confirma tu suscripción"));
  const company = await messages(sinkUrl, marker, (m) => m.templateid === INTERNAL_NOTIFICATION_TEMPLATE_ID);
  const contacts = countMarked((await readMailbox(sinkUrl)).contacts, marker);
  const problems: string[] = [];
  const notOk = answers.filter((answer) => answer.status !== 200);
  if (notOk.length)
    problems.push(
      `${notOk.length} of the flood's answers were not 200: ${notOk[0].status} ${notOk[0].body.slice(0, 120)}`,
    );
  if (company !== FLOOD) problems.push(`the company got ${company} of ${FLOOD} contact requests`);
  if (links > 1) problems.push(`the stranger got ${links} confirmation links (at most 1 in 10 minutes)`);
  if (toStranger > 3) problems.push(`the stranger got ${toStranger} e-mails (at most 3 a day)`);
  if (contacts !== 0) problems.push(`the stranger is on the list ${contacts} times without following a link`);
  return { problems, figures: { requests: FLOOD * 2, company, toStranger, links, contacts } };
}

/**
 * A valid link confirmed once, then replayed as JSON, as the page's button, and opened again:
 * one list entry, "already confirmed" every time after the first.
 */
export async function replayLink(origin: string, sinkUrl: string, marker: string) {
  const token = siteToken(addressFor(marker));
  const button = (accept?: string): WireRequest => {
    const request = jsonPost(
      "/api/newsletter-confirmation",
      origin,
      new URLSearchParams({ codigo: token }).toString(),
      "application/x-www-form-urlencoded",
    );
    return accept ? { ...request, headers: { ...request.headers, Accept: accept } } : request;
  };
  const problems: string[] = [];
  const first = await send(origin, button());
  if (first.status !== 200 || JSON.parse(first.body).alreadyConfirmed !== false)
    problems.push(`the first confirmation: ${first.status} ${first.body.slice(0, 120)}`);
  for (let i = 0; i < 4; i += 1) {
    const again = await send(origin, button());
    if (again.status !== 200 || JSON.parse(again.body).alreadyConfirmed !== true)
      problems.push(`a replay: ${again.status} ${again.body.slice(0, 120)}`);
  }
  const native = await send(origin, button("text/html,application/xhtml+xml"));
  const location = String(native.headers.location ?? "");
  if (native.status !== 303 || !location.startsWith("/confirmar-suscripcion?codigo="))
    problems.push(`a replay from the page's button: ${native.status} → ${location}`);
  const page = await send(origin, { method: "GET", path: `/confirmar-suscripcion?codigo=${token}` });
  if (page.status !== 200 || !page.body.includes("ya está confirmada"))
    problems.push(`the link opened again: ${page.status}, not "ya está confirmada"`);
  const contacts = countMarked((await readMailbox(sinkUrl)).contacts, marker);
  if (contacts !== 1) problems.push(`${contacts} list entries after 6 confirmations of one link (1 expected)`);
  return { problems, figures: { confirmations: 6, contacts } };
}

/** The answer as a bot could compare it: status, header names, and the body without the per-request token. */
const shape = (answer: Answer) => ({
  status: answer.status,
  headers: Object.keys(answer.headers)
    .filter((name) => name !== "date")
    .sort(),
  body: answer.body.replace(/envio=[\w-]+/g, "envio=…"),
  location: String(answer.headers.location ?? "").replace(/envio=[\w-]+/g, "envio=…"),
});

/**
 * A person's post and a bot's (the same, with the honeypot filled) to each form, as the site's
 * script and as a browser's own post: the same answers, and nothing sent for the bot.
 */
export async function honeypotAnswers(origin: string, sinkUrl: string, markers: () => string) {
  const native = { Accept: "text/html,application/xhtml+xml" };
  const withHeaders = (request: WireRequest, headers: Record<string, string>): WireRequest => ({
    ...request,
    headers: { ...request.headers, ...headers },
  });
  const forms: [string, (marker: string, bot: boolean) => WireRequest][] = [
    [
      "newsletter (JSON)",
      (m, bot) =>
        jsonPost(
          "/api/newsletter",
          origin,
          JSON.stringify({ email: addressFor(m), website: bot ? "https://spam.example" : "" }),
        ),
    ],
    [
      "newsletter (browser's own post)",
      (m, bot) =>
        withHeaders(
          jsonPost(
            "/api/newsletter",
            origin,
            `email=${encodeURIComponent(addressFor(m))}&website=${bot ? "x" : ""}`,
            "application/x-www-form-urlencoded",
          ),
          native,
        ),
    ],
    [
      "contact",
      (m, bot) =>
        formPost("/api/contact", origin, withField(validContactFields(m), "website", bot ? "http://spam.example" : "")),
    ],
    [
      "contact (browser's own post)",
      (m, bot) =>
        withHeaders(
          formPost("/api/contact", origin, withField(validContactFields(m), "website", bot ? "1" : "")),
          native,
        ),
    ],
    [
      "job application",
      (m, bot) =>
        formPost("/api/job-application", origin, withField(validApplicationFields(m), "website", bot ? "x" : ""), [
          cvPart(),
        ]),
    ],
  ];
  const problems: string[] = [];
  let botEmails = 0;
  for (const [label, build] of forms) {
    const personMarker = markers();
    const botMarker = markers();
    // The answers name what was typed (the address, on the newsletter's result page): both type the same.
    const person = shape(await send(origin, build(personMarker, false)));
    const bot = shape(await send(origin, build(botMarker, true)));
    const same =
      JSON.stringify({ ...person, body: person.body.replaceAll(personMarker, "…") }) ===
      JSON.stringify({ ...bot, body: bot.body.replaceAll(botMarker, "…") });
    if (!same)
      problems.push(
        `${label}: a bot's answer differs from a person's: ${JSON.stringify(person)} vs ${JSON.stringify(bot)}`,
      );
    const sent = countMarked((await readMailbox(sinkUrl)).messages, botMarker);
    botEmails += sent;
    if (sent) problems.push(`${label}: ${sent} e-mails sent for a filled honeypot`);
  }
  return { problems, figures: { forms: forms.length, botEmails } };
}
