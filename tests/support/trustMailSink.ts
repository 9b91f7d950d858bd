import tls from "node:tls";

/**
 * Makes this test process trust a mail sink it started itself (the CA the sink made at its start),
 * as NODE_EXTRA_CA_CERTS does for the site processes a launcher starts after the sink.
 */
export function trustMailSink(sink: { ca: string }): void {
  tls.setDefaultCACertificates([...tls.getCACertificates("default"), sink.ca]);
}
