import type { CDPSession, Page } from 'playwright-core';

/**
 * Chrome DevTools' "Slow 4G" (Lighthouse's mobile preset with DevTools throttling): 562.5 ms
 * round trip, 1.44 Mbit/s down, 675 kbit/s up.
 */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

const CPU_SLOWDOWN = 4;

export interface Throttling {
  cpu: number;
  network: typeof SLOW_4G | null;
}

export const MOBILE: Throttling = { cpu: CPU_SLOWDOWN, network: SLOW_4G };
export const NONE: Throttling = { cpu: 1, network: null };

/** Whatever sends DevTools protocol commands to one page: Playwright's or ours (cdp-browser). */
interface ProtocolSession {
  send(method: 'Network.enable'): Promise<unknown>;
  send(method: 'Network.emulateNetworkConditions', params: typeof SLOW_4G): Promise<unknown>;
  send(method: 'Emulation.setCPUThrottlingRate', params: { rate: number }): Promise<unknown>;
}

/** Applies CPU and network throttling to the page of `session`. */
export async function applyThrottling(session: ProtocolSession, { cpu, network }: Throttling) {
  if (network) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', network);
  }
  if (cpu !== 1) await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Applies CPU and network throttling to one Playwright page through the DevTools protocol. */
export async function throttle(page: Page, throttling: Throttling): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await applyThrottling(cdp, throttling);
  return cdp;
}
