// Device information sent with a login (its `device` parameter): a stored device id (local storage `MacAddress`,
// random, 23 characters as spec §9), browser and OS with versions read from the user agent.
import type { DeviceInfo } from '@sen/protocol';

const DEVICE_KEY = 'MacAddress';
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    if (stored && stored.length === 23) return stored;
    const bytes = crypto.getRandomValues(new Uint8Array(23));
    const id = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
    localStorage.setItem(DEVICE_KEY, id);
    return id;
  } catch {
    return '';
  }
}

const pick = (agent: string, patterns: Array<[string, RegExp]>): [string, string] => {
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(agent);
    if (match) return [name, match[1] ?? ''];
  }
  return ['unknown', ''];
};

export function deviceInfo(agent: string = navigator.userAgent): DeviceInfo {
  const [browser, browserVersion] = pick(agent, [
    ['Edge', /Edg\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Chrome', /Chrome\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ]);
  const [os, osVersion] = pick(agent, [
    ['Windows', /Windows NT ([\d.]+)/],
    ['Android', /Android ([\d.]+)/],
    ['iOS', /OS ([\d_]+) like Mac/],
    ['macOS', /Mac OS X ([\d_.]+)/],
    ['Linux', /Linux()/],
  ]);
  const cut = (text: string, max: number) => text.slice(0, max);
  return {
    address: deviceId(),
    browser: cut(browser, 64),
    browserVersion: cut(browserVersion, 32),
    os: cut(os, 64),
    osVersion: cut(osVersion.replace(/_/g, '.'), 32),
  };
}
