/**
 * What a log line may say about an error met while handling a visitor's data (issue 40): its kind,
 * its HTTP status when it has one, and where it was thrown — never its message, which may quote
 * what the visitor sent (a provider's refusal names the address it refused).
 */
export function safeErrorLog(error: unknown): string {
  if (!(error instanceof Error)) return `a thrown ${typeof error}`;
  const status = (error as { statusCode?: unknown }).statusCode;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 5)
    .join("\n");
  return `${error.name}${typeof status === "number" ? ` (HTTP ${status})` : ""}${frames ? `\n${frames}` : ""}`;
}
