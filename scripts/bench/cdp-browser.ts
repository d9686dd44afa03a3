import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROME_ARGS } from '../../tests/e2e/support/chrome';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  sessionId?: string;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
}
type Listener = (params: Params) => void;

/**
 * Chromium driven over the DevTools protocol with nothing switched on but what a measurement
 * asks for. Playwright always enables the `Runtime` domain, and with it the inspector records
 * a detailed stack trace for every Error a script creates: React DOM makes several as it loads,
 * and each costs a parse of its whole chunk for source positions: React DOM's start took many
 * times longer with `Runtime` on than off, as in a person's browser
 * (docs/decisions/2026-11-24-first-page-in-stages.md). So the first page is measured here,
 * without it (or with it, to compare).
 */
export class CdpBrowser {
  private nextId = 1;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private buffer = '';

  private constructor(
    private readonly process: ChildProcess,
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
    private readonly profile: string,
  ) {
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => this.receive(chunk));
  }

  /** Starts Chromium headless with a fresh profile, talking over a pipe (no port, no socket). */
  static async launch(executablePath: string): Promise<CdpBrowser> {
    const profile = mkdtempSync(join(tmpdir(), 'lmn-cdp-'));
    const child = spawn(
      executablePath,
      [...CHROME_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const toBrowser = child.stdio[3] as Writable;
    const fromBrowser = child.stdio[4] as Readable;
    const browser = new CdpBrowser(child, toBrowser, fromBrowser, profile);
    await browser.send('Browser.getVersion');
    return browser;
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\0');
    while (end >= 0) {
      const message = JSON.parse(this.buffer.slice(0, end)) as Message;
      this.buffer = this.buffer.slice(end + 1);
      if (message.id !== undefined) this.pending.get(message.id)?.(message);
      else if (message.method) {
        const key = `${message.sessionId ?? ''}:${message.method}`;
        for (const listener of this.listeners.get(key) ?? []) listener(message.params ?? {});
      }
      end = this.buffer.indexOf('\0');
    }
  }

  /** Sends a command (to a page when `sessionId` is given) and returns its result. */
  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => {
        this.pending.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve((message.result ?? {}) as T);
      });
      this.toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Calls `listener` for every `method` event of a page; returns how to stop. */
  on(sessionId: string, method: string, listener: Listener): () => void {
    const key = `${sessionId}:${method}`;
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => set.delete(listener);
  }

  /** A page in a browser context of its own (its own cache and storage, like a new visitor). */
  async newPage(): Promise<CdpPage> {
    const { browserContextId } = await this.send<{ browserContextId: string }>(
      'Target.createBrowserContext',
    );
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    return new CdpPage(this, sessionId, browserContextId);
  }

  async close(): Promise<void> {
    const exited = new Promise((done) => this.process.once('exit', done));
    this.process.kill();
    await exited;
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** One page of a CdpBrowser: commands, events and a few helpers a measurement needs. */
export class CdpPage {
  constructor(
    private readonly browser: CdpBrowser,
    readonly sessionId: string,
    private readonly browserContextId: string,
  ) {}

  send<T = Params>(method: string, params: Params = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId);
  }

  on(method: string, listener: Listener): () => void {
    return this.browser.on(this.sessionId, method, listener);
  }

  /**
   * The value of an expression in the page (awaited when a promise). `Runtime.evaluate` works
   * without `Runtime.enable`, which is what must stay off while the page is measured.
   */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: T };
      exceptionDetails?: { text: string };
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.text}`);
    return result.value as T;
  }

  /** Polls `expression` until it is truthy (every 50 ms, up to `timeoutMs`). */
  async waitFor<T>(expression: string, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await this.evaluate<T>(expression);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${expression}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  /** Navigates and resolves at the page's load event. */
  async goto(url: string): Promise<void> {
    const loaded = new Promise<void>((done) => {
      const stop = this.on('Page.loadEventFired', () => {
        stop();
        done();
      });
    });
    await this.send('Page.navigate', { url });
    await loaded;
  }

  /** A left click at the centre of the element `element` (an expression) gives, as a mouse. */
  async click(element: string): Promise<void> {
    const box = await this.evaluate<{ x: number; y: number } | null>(
      `(() => { const r = (${element})?.getBoundingClientRect();
        return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null; })()`,
    );
    if (!box) throw new Error(`Nothing to click: ${element}`);
    const at = { x: box.x, y: box.y, button: 'left', clickCount: 1 };
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: box.x, y: box.y });
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
  }

  async close(): Promise<void> {
    await this.browser.send('Target.disposeBrowserContext', {
      browserContextId: this.browserContextId,
    });
  }
}
