import type { CDPSession, Page } from 'playwright-core';

/**
 * Chrome DevTools' "Slow 4G" (Lighthouse's mobile preset with DevTools throttling): 562.5 ms
 * round trip, 1.44 Mbit/s down, 675 kbit/s up.
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;

export interface Throttling {
  cpu: number;
  network: typeof SLOW_4G | null;
}

export const MOBILE: Throttling = { cpu: CPU_SLOWDOWN, network: SLOW_4G };
export const NONE: Throttling = { cpu: 1, network: null };

/** Applies CPU and network throttling to one page through the DevTools protocol. */
export async function throttle(page: Page, { cpu, network }: Throttling): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}
