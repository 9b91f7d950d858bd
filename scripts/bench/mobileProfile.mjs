// @ts-check
/**
 * The bench's throttled mobile profile, from Lighthouse's own defaults (what lighthouse.mjs audits
 * with): a Moto G Power screen and user agent, slow 4G, 4× CPU slowdown. For a browser driven
 * directly these are applied through the DevTools protocol with the values Lighthouse itself uses
 * for DevTools throttling (request latency 562.5 ms, 1.47 Mbit/s down, 675 kbit/s up).
 */
import { screenEmulationMetrics, throttling, userAgents } from "lighthouse/core/config/constants.js";

const slow4G = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile;
if (!screen) throw new Error("Lighthouse's constants no longer have a mobile screen");

/** Kbit/s (Lighthouse's unit) → bytes/s (the DevTools protocol's). */
const bytesPerSecond = (/** @type {number} */ kbps) => (kbps * 1024) / 8;

export const MOBILE_PROFILE = {
  screen,
  userAgent: userAgents.mobile,
  cpuSlowdown: slow4G.cpuSlowdownMultiplier,
  /** Parameters of `Network.emulateNetworkConditions`. */
  network: {
    offline: false,
    latency: slow4G.requestLatencyMs,
    downloadThroughput: bytesPerSecond(slow4G.downloadThroughputKbps),
    uploadThroughput: bytesPerSecond(slow4G.uploadThroughputKbps),
  },
};

/** One line for the report. */
export const MOBILE_PROFILE_SUMMARY = `${MOBILE_PROFILE.cpuSlowdown}× CPU slowdown, ${Math.round(slow4G.requestLatencyMs)} ms request latency, ${(slow4G.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s down (Lighthouse's mobile slow 4G, applied through DevTools)`;
