import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { isLoopbackHost, publicUrlFor } from '../../server/public-url';

describe('PUBLIC_URL: the one address letters, QR codes and emails link to', () => {
  it('defaults to the loopback address the server listens on', () => {
    expect(readConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(readConfig({ PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(readConfig({ HOST: 'localhost', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(readConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('is taken as its origin, on loopback http:// too', () => {
    expect(readConfig({ PUBLIC_URL: 'https://letters.example.org/' }).publicUrl).toBe(
      'https://letters.example.org',
    );
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:4000' }).publicUrl).toBe(
      'http://127.0.0.1:4000',
    );
    expect(
      readConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://Letters.Example.org:8443' }).publicUrl,
    ).toBe('https://letters.example.org:8443');
  });

  it.each([
    ['0.0.0.0', undefined],
    ['0.0.0.0', ''],
    ['0.0.0.0', 'http://letters.example.org'],
    ['10.0.0.5', 'http://letters.example.org'],
    ['::', 'letters.example.org'],
  ])('refuses HOST=%s with PUBLIC_URL=%s, naming the variable', (host, publicUrl) => {
    expect(() => readConfig({ HOST: host, PUBLIC_URL: publicUrl })).toThrow(
      /^PUBLIC_URL must be the https:\/\/ address/,
    );
  });

  it.each([
    'https://letters.example.org/lmn',
    'https://letters.example.org/?next=1',
    'https://letters.example.org/#top',
    'https://user:secret@letters.example.org',
    'ftp://letters.example.org',
    'not a url',
  ])('refuses %s: only an http(s) origin is printed on letters', (publicUrl) => {
    expect(() => publicUrlFor(publicUrl, '127.0.0.1', 3000)).toThrow(/PUBLIC_URL/);
  });

  it('knows loopback addresses from public ones', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'example.org', '128.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('npm start', () => {
  it('refuses to start on a public HOST without an https:// PUBLIC_URL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, HOST: '0.0.0.0', PUBLIC_URL: 'http://letters.example.org' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PUBLIC_URL must be the https:// address');
  });
});
