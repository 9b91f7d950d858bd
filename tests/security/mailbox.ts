/** What the suite's mail sink received (its JSON API, docs/mail-sink.md), found by the inputs' markers. */

export type Mailbox = {
  /** Every stored message, as lowercase JSON text. */
  messages: string[];
  /** Every contact-list membership, as lowercase JSON text. */
  contacts: string[];
};

/** Reads all messages and contacts of the sink at `sinkUrl`. */
export async function readMailbox(sinkUrl: string): Promise<Mailbox> {
  const read = async (path: string) => {
    const response = await fetch(sinkUrl + path);
    if (!response.ok) throw new Error(`mail sink ${path}: ${response.status}`);
    return ((await response.json()) as unknown[]).map((item) => JSON.stringify(item).toLowerCase());
  };
  const [messages, contacts] = await Promise.all([read("/api/messages"), read("/api/contacts")]);
  return { messages, contacts };
}

/** How many of `items` carry the marker. */
export const countMarked = (items: readonly string[], marker: string) =>
  items.filter((item) => item.includes(marker)).length;
